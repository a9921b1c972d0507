import type {
  ChoiceType, InventoryAvailabilityStatus, MeasurementUnit, MediaType, ModifierRenderType, PreorderStatus,
  ProductOptionRenderType, ProductPreorderAvailability, ProductType, RequestedFields, SingleEntityOpsRequestedFields,
  SortOrder, UserCriteria, WeightUnit,
} from './enums';

// Catalog v3 product shapes, SDK side: `_id`, `Date`s, `wix:image://` strings for images, the
// product page URL as a string. Money stays as the platform's decimal strings.

/** An amount as the platform sends it: a decimal string, and the formatted string when `CURRENCY` is asked for. */
export interface FixedMonetaryAmount {
  /** A decimal string such as `"10.50"`. */
  amount?: string;
  formattedAmount?: string | null;
}

/** The lowest and highest of a product's variant prices (or costs). */
export interface PriceRange {
  minValue?: FixedMonetaryAmount;
  maxValue?: FixedMonetaryAmount;
}

/** A media item's thumbnail. */
export interface Thumbnail {
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
}

/** One product media item: an image (a `wix:image://` string) or a video, its URL, alt text and thumbnail. */
export interface ProductMedia {
  _id?: string;
  url?: string;
  /** `wix:image://v1/…` string. */
  image?: string;
  video?: string;
  altText?: string | null;
  displayName?: string | null;
  mediaType?: MediaType;
  thumbnail?: Thumbnail;
  uploadId?: string;
}

/** A product's media: the main item, and every item when `MEDIA_ITEMS_INFO` is asked for. */
export interface Media {
  main?: ProductMedia;
  itemsInfo?: { items?: ProductMedia[] };
}

/** Price-per-unit settings: the quantity sold and its measurement unit. */
export interface PricePerUnitSettings {
  quantity?: number;
  measurementUnit?: MeasurementUnit;
}

/** A physical product's properties: price per unit, shipping weight range, weight unit. */
export interface PhysicalProperties {
  pricePerUnit?: PricePerUnitSettings;
  fulfillerId?: string | null;
  shippingWeightRange?: { minValue?: number; maxValue?: number };
  pricePerUnitRange?: { minValue?: { value?: string; description?: string | null }; maxValue?: { value?: string; description?: string | null } };
  weightMeasurementUnitInfo?: { weightMeasurementUnit?: WeightUnit };
  deliveryProfileId?: string | null;
}

/** One choice of an option (a size, a colour): its ids, name, colour, stock and visibility. */
export interface ConnectedOptionChoice {
  choiceId?: string | null;
  key?: string;
  name?: string | null;
  choiceType?: ChoiceType;
  colorCode?: string;
  inStock?: boolean;
  visible?: boolean;
  linkedMedia?: ProductMedia[];
  /** `wix:image://v1/…` string, when `PRODUCT_CHOICES_DISPLAY_IMAGE` is asked for. */
  displayImage?: string;
}

/** A product option (Size, Color): how its choices render, and the choices. */
export interface ConnectedOption {
  _id?: string | null;
  name?: string | null;
  key?: string;
  optionRenderType?: ProductOptionRenderType;
  choicesSettings?: { choices?: ConnectedOptionChoice[] };
}

/** One choice of a modifier, with the price it adds. */
export interface ConnectedModifierChoice extends Omit<ConnectedOptionChoice, 'inStock' | 'visible'> {
  addedPrice?: string | null;
}

/** A product modifier: free text or choices that do not make variants (a gift message, an engraving). */
export interface ConnectedModifier {
  _id?: string | null;
  name?: string | null;
  key?: string;
  modifierRenderType?: ModifierRenderType;
  mandatory?: boolean | null;
  freeTextSettings?: { minCharCount?: number; maxCharCount?: number; defaultAddedPrice?: string | null; title?: string; key?: string };
  choicesSettings?: { choices?: ConnectedModifierChoice[] };
}

/** A named entity a product points at: its brand or a ribbon. */
export interface NamedReference {
  _id?: string | null;
  name?: string | null;
}

/** An info section of a product: its unique name, title and (rich or plain) description. */
export interface InfoSection {
  _id?: string | null;
  uniqueName?: string | null;
  title?: string | null;
  /** Rich content, as the platform sends it (not renamed). */
  description?: Record<string, unknown>;
  plainDescription?: string | null;
}

/** The categories a product is in: each category's id and the product's index in it. */
export interface ProductCategoriesInfo {
  categories?: { _id?: string; index?: number | null }[];
}

/** A product's stock status and pre-order state. */
export interface Inventory {
  availabilityStatus?: InventoryAvailabilityStatus;
  preorderStatus?: PreorderStatus;
  preorderAvailability?: ProductPreorderAvailability;
}

/** One option choice of a variant: by ids, and by names when `VARIANT_OPTION_CHOICE_NAMES` is asked for. */
export interface OptionChoice {
  optionChoiceIds?: { optionId?: string; choiceId?: string };
  optionChoiceNames?: { optionName?: string; choiceName?: string; renderType?: ProductOptionRenderType };
}

/** A variant's prices: what the buyer pays, the compare-at price, and after automatic discounts. */
export interface PriceInfo {
  actualPrice?: FixedMonetaryAmount;
  compareAtPrice?: FixedMonetaryAmount;
  priceAfterDiscount?: FixedMonetaryAmount;
}

/** A purchasable version of a product: its option choices, price, SKU, weight, media and stock. */
export interface Variant {
  _id?: string | null;
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  choices?: OptionChoice[];
  price?: PriceInfo;
  revenueDetails?: { cost?: FixedMonetaryAmount; profit?: FixedMonetaryAmount; profitMargin?: number };
  media?: ProductMedia;
  physicalProperties?: { weight?: number | null; pricePerUnit?: { settings?: PricePerUnitSettings; value?: string; description?: string | null } };
  digitalProperties?: { digitalFile?: { _id?: string; fileName?: string; fileSize?: string | null; fileType?: string } };
  inventoryStatus?: { inStock?: boolean; preorderEnabled?: boolean };
}

/** A product's SEO tags and settings. */
export interface SeoSchema {
  tags?: { type?: string; props?: Record<string, unknown> | null; meta?: Record<string, unknown> | null; children?: string; custom?: boolean; disabled?: boolean }[];
  settings?: { preventAutoRedirect?: boolean; keywords?: { term?: string; isMain?: boolean; origin?: string | null }[] };
}

/** A catalog v3 product. */
export interface V3Product {
  _id?: string | null;
  /** Revision number (a decimal string), incremented by 1 each time the product changes. */
  revision?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  name?: string | null;
  slug?: string | null;
  /** The product page URL, when `URL` is asked for. */
  url?: string;
  /** Rich content, as the platform sends it (not renamed), when `DESCRIPTION` is asked for. */
  description?: Record<string, unknown>;
  plainDescription?: string | null;
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  media?: Media;
  seoData?: SeoSchema;
  taxGroupId?: string | null;
  options?: ConnectedOption[];
  modifiers?: ConnectedModifier[];
  brand?: NamedReference;
  infoSections?: InfoSection[];
  ribbon?: NamedReference;
  additionalRibbons?: NamedReference[];
  directCategoriesInfo?: ProductCategoriesInfo;
  allCategoriesInfo?: ProductCategoriesInfo;
  mainCategoryId?: string | null;
  costRange?: PriceRange;
  inventory?: Inventory;
  productType?: ProductType;
  physicalProperties?: PhysicalProperties;
  handle?: string | null;
  currency?: string | null;
  breadcrumbsInfo?: { breadcrumbs?: { categoryId?: string; categoryName?: string; categorySlug?: string }[] };
  actualPriceRange?: PriceRange;
  compareAtPriceRange?: PriceRange;
  variantsInfo?: { variants?: Variant[] };
  purchaseEligibility?: { userCriteria?: UserCriteria };
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
  tags?: { privateTags?: { tagIds?: string[] }; publicTags?: { tagIds?: string[] } };
  variantSummary?: { variantCount?: number; minPriceVariant?: Variant };
}

/** The options of `getProduct`: optional fields to include. */
export interface GetProductOptions {
  fields?: SingleEntityOpsRequestedFields[] | undefined;
}
/** The options of `getProductBySlug`: optional fields to include. */
export type GetProductBySlugOptions = GetProductOptions;
/** The options of `searchProducts`: optional fields to include. */
export interface SearchProductsOptions {
  fields?: RequestedFields[] | undefined;
}
/** The options of `queryProducts`: optional fields to include (in every page's request). */
export type QueryProductsOptions = SearchProductsOptions;

/** One sort key of a typed query or search: an SDK field name and its order. */
export interface V3Sorting {
  fieldName?: string | undefined;
  order?: SortOrder | undefined;
}

/** A typed query: filter, sort and cursor paging. */
export interface V3ProductQuery {
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | undefined;
  filter?: Record<string, unknown> | null | undefined;
  sort?: V3Sorting[] | undefined;
}

/** A typed search: a query, plus free text to match in chosen fields, aggregations and a time zone. */
export interface V3ProductSearch extends V3ProductQuery {
  search?: {
    mode?: 'OR' | 'AND' | (string & {}) | undefined;
    expression?: string | null | undefined;
    fields?: string[] | undefined;
    fuzzy?: boolean | undefined;
  } | undefined;
  aggregations?: Record<string, unknown>[] | undefined;
  timeZone?: string | null | undefined;
}

/** Cursor paging metadata: how many came back, the cursors, and whether more follow. */
export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}

/** What `getProductBySlug` answers: `{ product }`. */
export interface V3GetProductBySlugResponse {
  product?: V3Product;
}
/** What `queryProducts(query)` answers: the products and the paging metadata. */
export interface V3QueryProductsResponse {
  products?: V3Product[];
  pagingMetadata?: CursorPagingMetadata;
}
/** What `searchProducts` answers: the products, the paging metadata and the aggregation results. */
export interface V3SearchProductsResponse extends V3QueryProductsResponse {
  aggregationData?: { results?: Record<string, unknown>[] };
}
/** A catalog v3 product (the platform's SDK names it both `V3Product` and `Product`). */
export type Product = V3Product;
