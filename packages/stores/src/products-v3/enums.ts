import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Optional product fields a search or query returns when asked for in `fields`.
 */
export const RequestedFields = /* @__PURE__ */ enumOf(
  'URL CURRENCY INFO_SECTION MERCHANT_DATA PLAIN_DESCRIPTION INFO_SECTION_PLAIN_DESCRIPTION SUBSCRIPTION_PRICES_INFO BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO VARIANT_OPTION_CHOICE_NAMES MEDIA_ITEMS_INFO DESCRIPTION DIRECT_CATEGORIES_INFO ALL_CATEGORIES_INFO',
  'INFO_SECTION_DESCRIPTION THUMBNAIL PRODUCT_CHOICES_MEDIA_REFERENCES PRODUCT_CHOICES_DISPLAY_IMAGE MIN_PRICE_VARIANT DISCOUNT_INFO',
);
export type RequestedFields = EnumValue<typeof RequestedFields>;

/**
 * Optional product fields `getProduct` and `getProductBySlug` return when asked for in `fields`.
 */
export const SingleEntityOpsRequestedFields = /* @__PURE__ */ enumOf(
  'URL CURRENCY INFO_SECTION MERCHANT_DATA PLAIN_DESCRIPTION INFO_SECTION_PLAIN_DESCRIPTION SUBSCRIPTION_PRICES_INFO BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO VARIANT_OPTION_CHOICE_NAMES MEDIA_ITEMS_INFO DESCRIPTION DIRECT_CATEGORIES_INFO ALL_CATEGORIES_INFO',
  'INFO_SECTION_DESCRIPTION THUMBNAIL PRODUCT_CHOICES_MEDIA_REFERENCES PRODUCT_CHOICES_DISPLAY_IMAGE DISCOUNT_INFO',
);
export type SingleEntityOpsRequestedFields = EnumValue<typeof SingleEntityOpsRequestedFields>;

/** Product types: goods that ship, or downloads. */
export const ProductType = /* @__PURE__ */ enumOf('PHYSICAL DIGITAL');
export type ProductType = EnumValue<typeof ProductType>;

/** A product's stock at a glance: every variant in stock, none, or only some. */
export const InventoryAvailabilityStatus = /* @__PURE__ */ enumOf('IN_STOCK OUT_OF_STOCK PARTIALLY_OUT_OF_STOCK');
export type InventoryAvailabilityStatus = EnumValue<typeof InventoryAvailabilityStatus>;

/** Sort orders of typed queries and searches. */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;

/** Whether pre-order is on for all, none or some of a product's variants. */
export type PreorderStatus = 'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED' | (string & {});
/** Which of a product's variants can be pre-ordered. */
export type ProductPreorderAvailability = 'ALL_VARIANTS' | 'NO_VARIANTS' | 'SOME_VARIANTS' | (string & {});
/** The kind of a product media item. */
export type MediaType = 'IMAGE' | 'VIDEO' | (string & {});
/** How an option's choices are shown: as text or as swatches. */
export type ProductOptionRenderType = 'TEXT_CHOICES' | 'SWATCH_CHOICES' | (string & {});
/** What a choice is: text, or one colour. */
export type ChoiceType = 'CHOICE_TEXT' | 'ONE_COLOR' | (string & {});
/** How a modifier is shown: free text, text choices or swatches. */
export type ModifierRenderType = 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES' | (string & {});
/** Units of the price-per-unit settings. */
export type MeasurementUnit =
  | 'UNSPECIFIED' | 'ML' | 'CL' | 'L' | 'CBM' | 'MG' | 'G' | 'KG' | 'MM' | 'CM' | 'M' | 'SQM' | 'OZ' | 'LB' | 'FLOZ' | 'PT' | 'QT'
  | 'GAL' | 'IN' | 'FT' | 'YD' | 'SQFT' | (string & {});
/** The unit of a product's weights. */
export type WeightUnit = 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' | (string & {});
/** Who may buy a product: `MEMBERS_ONLY`, or anyone when absent. */
export type UserCriteria = 'MEMBERS_ONLY' | (string & {});
