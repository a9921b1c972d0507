import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Product types (only physical products can be created through the API).
 * @example
 * ```ts
 * await client.products.createProduct({ name: 'Shirt', productType: products.ProductType.physical, priceData: { price: 10 } });
 * ```
 */
export const ProductType = /* @__PURE__ */ enumOf('unspecified_product_type physical digital');
export type ProductType = EnumValue<typeof ProductType>;

/**
 * Stock status of a product (`PARTIALLY_OUT_OF_STOCK`: some variants are out of stock).
 * @example
 * ```ts
 * const soldOut = product.stock?.inventoryStatus === products.InventoryStatus.OUT_OF_STOCK;
 * ```
 */
export const InventoryStatus = /* @__PURE__ */ enumOf('IN_STOCK OUT_OF_STOCK PARTIALLY_OUT_OF_STOCK');
export type InventoryStatus = EnumValue<typeof InventoryStatus>;

/**
 * Option types: a colour swatch or a drop-down.
 * @example
 * ```ts
 * const swatches = product.productOptions?.filter((o) => o.optionType === products.OptionType.color);
 * ```
 */
export const OptionType = /* @__PURE__ */ enumOf('unspecified_option_type drop_down color');
export type OptionType = EnumValue<typeof OptionType>;

/**
 * Discount kinds of a product.
 * @example
 * ```ts
 * if (product.discount?.type === products.DiscountType.PERCENT) badge(`-${product.discount.value}%`);
 * ```
 */
export const DiscountType = /* @__PURE__ */ enumOf('UNDEFINED NONE AMOUNT PERCENT');
export type DiscountType = EnumValue<typeof DiscountType>;

/**
 * Units of the price-per-unit data.
 * @example
 * ```ts
 * product.pricePerUnitData?.baseMeasurementUnit === products.MeasurementUnit.KG;
 * ```
 */
export const MeasurementUnit = /* @__PURE__ */ enumOf('UNSPECIFIED ML CL L CBM MG G KG MM CM M SQM OZ LB FLOZ PT QT GAL IN FT YD SQFT');
export type MeasurementUnit = EnumValue<typeof MeasurementUnit>;

/**
 * Unit of a product's or package's dimensions. The platform's SDK exports this enumeration as a value
 * too; here it is a type for now: its value would take the storefront bundles over their size
 * ratchets (scripts/size.mjs).
 * @example
 * ```ts
 * const unit: products.DimensionsUnit | undefined = product.packageDimensions?.unit; // 'CM', 'IN', …
 * ```
 */
export type DimensionsUnit = 'UNKNOWN_DIMENSIONS_UNIT' | 'MM' | 'CM' | 'M' | 'IN' | 'FT' | 'YD' | (string & {});

/**
 * Type of a digital product's secure file. The platform's SDK exports this enumeration as a value too;
 * here it is a type for now, for the same reason as `DimensionsUnit`.
 * @example
 * ```ts
 * const kind: products.FileType = 'SECURE_DOCUMENT';
 * ```
 */
export type FileType =
  | 'UNSPECIFIED' | 'SECURE_PICTURE' | 'SECURE_VIDEO' | 'SECURE_DOCUMENT' | 'SECURE_MUSIC' | 'SECURE_ARCHIVE' | 'SECURE_RAW'
  | (string & {});

export { SortOrder } from '../shared/enums';
export { MediaItemType } from '../shared/media';
