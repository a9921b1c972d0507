import { values, type Open } from '../shared/enum';

/**
 * Product types (only physical products can be created through the API).
 * @example
 * ```ts
 * await client.products.createProduct({ name: 'Shirt', productType: products.ProductType.physical, priceData: { price: 10 } });
 * ```
 */
export const ProductType = /* @__PURE__ */ values('unspecified_product_type physical digital');
export type ProductType = Open<typeof ProductType>;

/**
 * Stock status of a product (`PARTIALLY_OUT_OF_STOCK`: some variants are out of stock).
 * @example
 * ```ts
 * const soldOut = product.stock?.inventoryStatus === products.InventoryStatus.OUT_OF_STOCK;
 * ```
 */
export const InventoryStatus = /* @__PURE__ */ values('IN_STOCK OUT_OF_STOCK PARTIALLY_OUT_OF_STOCK');
export type InventoryStatus = Open<typeof InventoryStatus>;

/**
 * Option types: a colour swatch or a drop-down.
 * @example
 * ```ts
 * const swatches = product.productOptions?.filter((o) => o.optionType === products.OptionType.color);
 * ```
 */
export const OptionType = /* @__PURE__ */ values('unspecified_option_type drop_down color');
export type OptionType = Open<typeof OptionType>;

/**
 * Discount kinds of a product.
 * @example
 * ```ts
 * if (product.discount?.type === products.DiscountType.PERCENT) badge(`-${product.discount.value}%`);
 * ```
 */
export const DiscountType = /* @__PURE__ */ values('UNDEFINED NONE AMOUNT PERCENT');
export type DiscountType = Open<typeof DiscountType>;

/**
 * Units of the price-per-unit data.
 * @example
 * ```ts
 * product.pricePerUnitData?.baseMeasurementUnit === products.MeasurementUnit.KG;
 * ```
 */
export const MeasurementUnit = /* @__PURE__ */ values('UNSPECIFIED ML CL L CBM MG G KG MM CM M SQM OZ LB FLOZ PT QT GAL IN FT YD SQFT');
export type MeasurementUnit = Open<typeof MeasurementUnit>;

/**
 * Sort orders of typed queries.
 * @example
 * ```ts
 * await client.products.queryProducts({ sort: [{ fieldName: 'price', order: products.SortOrder.ASC }] });
 * ```
 */
export const SortOrder = /* @__PURE__ */ values('ASC DESC');
export type SortOrder = Open<typeof SortOrder>;

export { MediaItemType } from '../shared/media';
