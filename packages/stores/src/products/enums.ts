import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Product types (only physical products can be created through the API).
 */
export const ProductType = /* @__PURE__ */ enumOf('unspecified_product_type physical digital');
export type ProductType = EnumValue<typeof ProductType>;

/**
 * Stock status of a product (`PARTIALLY_OUT_OF_STOCK`: some variants are out of stock).
 */
export const InventoryStatus = /* @__PURE__ */ enumOf('IN_STOCK OUT_OF_STOCK PARTIALLY_OUT_OF_STOCK');
export type InventoryStatus = EnumValue<typeof InventoryStatus>;

/**
 * Option types: a colour swatch or a drop-down.
 */
export const OptionType = /* @__PURE__ */ enumOf('unspecified_option_type drop_down color');
export type OptionType = EnumValue<typeof OptionType>;

/**
 * Discount kinds of a product.
 */
export const DiscountType = /* @__PURE__ */ enumOf('UNDEFINED NONE AMOUNT PERCENT');
export type DiscountType = EnumValue<typeof DiscountType>;

/**
 * Units of the price-per-unit data.
 */
export const MeasurementUnit = /* @__PURE__ */ enumOf('UNSPECIFIED ML CL L CBM MG G KG MM CM M SQM OZ LB FLOZ PT QT GAL IN FT YD SQFT');
export type MeasurementUnit = EnumValue<typeof MeasurementUnit>;

/**
 * Unit of a product's or package's dimensions. The platform's SDK exports this enumeration as a value
 * too; here it is a type for now: its value would take the storefront bundles over their size
 * ratchets (scripts/size.mjs).
 */
export type DimensionsUnit = 'UNKNOWN_DIMENSIONS_UNIT' | 'MM' | 'CM' | 'M' | 'IN' | 'FT' | 'YD' | (string & {});

/**
 * Type of a digital product's secure file. The platform's SDK exports this enumeration as a value too;
 * here it is a type for now, for the same reason as `DimensionsUnit`.
 */
export type FileType =
  | 'UNSPECIFIED' | 'SECURE_PICTURE' | 'SECURE_VIDEO' | 'SECURE_DOCUMENT' | 'SECURE_MUSIC' | 'SECURE_ARCHIVE' | 'SECURE_RAW'
  | (string & {});

export { SortOrder } from '../shared/enums';
export { MediaItemType } from '../shared/media';
