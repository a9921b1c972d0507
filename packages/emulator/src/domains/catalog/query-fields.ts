/**
 * The fields Query Products (v1) filters and sorts on. Several of the platform's query field names are
 * not paths into the returned product, so filters and sorts run against this view of it while the
 * response keeps the wire product unchanged:
 *
 * - `price` is the product's price number (the response's `price` is the deprecated price object),
 *   `discountedPrice` the price after the product discount;
 * - `numericId` compares as a number (the response carries it as a string);
 * - `inStock` is `stock.inStock`, `inventoryStatus` is `stock.inventoryStatus`;
 * - `collections.id` is each of `collectionIds`;
 * - `options.<option name>` is the option's choice names (`{'options.Size': {$hasSome: ['M']}}`).
 *
 * Every other path (`name`, `slug`, `sku`, `lastUpdated`, `createdDate`, `priceData.price`, …) is the
 * wire product's own field.
 */
import type { WireProduct } from './wire-product';

/** The view of a wire product that product queries filter and sort on: the wire product plus the query-only fields listed above. */
export function productQueryView(product: WireProduct) {
  return {
    ...product,
    price: product.priceData.price,
    discountedPrice: product.priceData.discountedPrice,
    numericId: Number(product.numericId),
    inStock: product.stock.inStock,
    inventoryStatus: product.stock.inventoryStatus,
    collections: product.collectionIds.map((id) => ({ id })),
    options: Object.fromEntries(product.productOptions.map((productOption) => [productOption.name, productOption.choices.map((choice) => choice.description)])),
  };
}
