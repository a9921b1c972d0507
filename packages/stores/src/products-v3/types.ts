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
  amount?: string | undefined;
  formattedAmount?: string | null | undefined;
}

/** The lowest and highest of a product's variant prices (or costs). */
export interface PriceRange {
  minValue?: FixedMonetaryAmount | undefined;
  maxValue?: FixedMonetaryAmount | undefined;
}

/** A media item's thumbnail. */
export interface Thumbnail {
  url?: string | undefined;
  height?: number | undefined;
  width?: number | undefined;
  altText?: string | null | undefined;
}

/** One product media item: an image (a `wix:image://` string) or a video, its URL, alt text and thumbnail. */
export interface ProductMedia {
  _id?: string | undefined;
  url?: string | undefined;
  /** `wix:image://v1/…` string. */
  image?: string | undefined;
  video?: string | undefined;
  altText?: string | null | undefined;
  displayName?: string | null | undefined;
  mediaType?: MediaType | undefined;
  thumbnail?: Thumbnail | undefined;
  uploadId?: string | undefined;
}

/** A product's media: the main item, and every item when `MEDIA_ITEMS_INFO` is asked for. */
export interface Media {
  main?: ProductMedia | undefined;
  itemsInfo?: { items?: ProductMedia[] | undefined } | undefined;
}

/** Price-per-unit settings: the quantity sold and its measurement unit. */
export interface PricePerUnitSettings {
  quantity?: number | undefined;
  measurementUnit?: MeasurementUnit | undefined;
}

/** A physical product's properties: price per unit, shipping weight range, weight unit. */
export interface PhysicalProperties {
  pricePerUnit?: PricePerUnitSettings | undefined;
  fulfillerId?: string | null | undefined;
  shippingWeightRange?: { minValue?: number | undefined; maxValue?: number | undefined } | undefined;
  pricePerUnitRange?: { minValue?: { value?: string | undefined; description?: string | null | undefined } | undefined; maxValue?: { value?: string | undefined; description?: string | null | undefined } | undefined } | undefined;
  weightMeasurementUnitInfo?: { weightMeasurementUnit?: WeightUnit | undefined } | undefined;
  deliveryProfileId?: string | null | undefined;
}

/** One choice of an option (a size, a colour): its ids, name, colour, stock and visibility. */
export interface ConnectedOptionChoice {
  choiceId?: string | null | undefined;
  key?: string | undefined;
  name?: string | null | undefined;
  choiceType?: ChoiceType | undefined;
  colorCode?: string | undefined;
  inStock?: boolean | undefined;
  visible?: boolean | undefined;
  linkedMedia?: ProductMedia[] | undefined;
  /** `wix:image://v1/…` string, when `PRODUCT_CHOICES_DISPLAY_IMAGE` is asked for. */
  displayImage?: string | undefined;
}

/** A product option (Size, Color): how its choices render, and the choices. */
export interface ConnectedOption {
  _id?: string | null | undefined;
  name?: string | null | undefined;
  key?: string | undefined;
  optionRenderType?: ProductOptionRenderType | undefined;
  choicesSettings?: { choices?: ConnectedOptionChoice[] | undefined } | undefined;
}

/** One choice of a modifier, with the price it adds. */
export interface ConnectedModifierChoice extends Omit<ConnectedOptionChoice, 'inStock' | 'visible'> {
  addedPrice?: string | null | undefined;
}

/** A product modifier: free text or choices that do not make variants (a gift message, an engraving). */
export interface ConnectedModifier {
  _id?: string | null | undefined;
  name?: string | null | undefined;
  key?: string | undefined;
  modifierRenderType?: ModifierRenderType | undefined;
  mandatory?: boolean | null | undefined;
  freeTextSettings?: { minCharCount?: number | undefined; maxCharCount?: number | undefined; defaultAddedPrice?: string | null | undefined; title?: string | undefined; key?: string | undefined } | undefined;
  choicesSettings?: { choices?: ConnectedModifierChoice[] | undefined } | undefined;
}

/** A named entity a product points at: its brand or a ribbon. */
export interface NamedReference {
  _id?: string | null | undefined;
  name?: string | null | undefined;
}

/** An info section of a product: its unique name, title and (rich or plain) description. */
export interface InfoSection {
  _id?: string | null | undefined;
  uniqueName?: string | null | undefined;
  title?: string | null | undefined;
  /** Rich content, as the platform sends it (not renamed). */
  description?: Record<string, unknown> | undefined;
  plainDescription?: string | null | undefined;
}

/** The categories a product is in: each category's id and the product's index in it. */
export interface ProductCategoriesInfo {
  categories?: { _id?: string | undefined; index?: number | null | undefined }[] | undefined;
}

/** A product's stock status and pre-order state. */
export interface Inventory {
  availabilityStatus?: InventoryAvailabilityStatus | undefined;
  preorderStatus?: PreorderStatus | undefined;
  preorderAvailability?: ProductPreorderAvailability | undefined;
}

/** One option choice of a variant: by ids, and by names when `VARIANT_OPTION_CHOICE_NAMES` is asked for. */
export interface OptionChoice {
  optionChoiceIds?: { optionId?: string | undefined; choiceId?: string | undefined } | undefined;
  optionChoiceNames?: { optionName?: string | undefined; choiceName?: string | undefined; renderType?: ProductOptionRenderType | undefined } | undefined;
}

/** A variant's prices: what the buyer pays, the compare-at price, and after automatic discounts. */
export interface PriceInfo {
  actualPrice?: FixedMonetaryAmount | undefined;
  compareAtPrice?: FixedMonetaryAmount | undefined;
  priceAfterDiscount?: FixedMonetaryAmount | undefined;
}

/** A purchasable version of a product: its option choices, price, SKU, weight, media and stock. */
export interface Variant {
  _id?: string | null | undefined;
  visible?: boolean | null | undefined;
  sku?: string | null | undefined;
  barcode?: string | null | undefined;
  choices?: OptionChoice[] | undefined;
  price?: PriceInfo | undefined;
  revenueDetails?: { cost?: FixedMonetaryAmount | undefined; profit?: FixedMonetaryAmount | undefined; profitMargin?: number | undefined } | undefined;
  media?: ProductMedia | undefined;
  physicalProperties?: { weight?: number | null | undefined; pricePerUnit?: { settings?: PricePerUnitSettings | undefined; value?: string | undefined; description?: string | null | undefined } | undefined } | undefined;
  digitalProperties?: { digitalFile?: { _id?: string | undefined; fileName?: string | undefined; fileSize?: string | null | undefined; fileType?: string | undefined } | undefined } | undefined;
  inventoryStatus?: { inStock?: boolean | undefined; preorderEnabled?: boolean | undefined } | undefined;
}

/** A product's SEO tags and settings. */
export interface SeoSchema {
  tags?: { type?: string | undefined; props?: Record<string, unknown> | null | undefined; meta?: Record<string, unknown> | null | undefined; children?: string | undefined; custom?: boolean | undefined; disabled?: boolean | undefined }[] | undefined;
  settings?: { preventAutoRedirect?: boolean | undefined; keywords?: { term?: string | undefined; isMain?: boolean | undefined; origin?: string | null | undefined }[] | undefined } | undefined;
}

/** A catalog v3 product. */
export interface V3Product {
  _id?: string | null | undefined;
  /** Revision number (a decimal string), incremented by 1 each time the product changes. */
  revision?: string | null | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  /** The product page URL, when `URL` is asked for. */
  url?: string | undefined;
  /** Rich content, as the platform sends it (not renamed), when `DESCRIPTION` is asked for. */
  description?: Record<string, unknown> | undefined;
  plainDescription?: string | null | undefined;
  visible?: boolean | null | undefined;
  visibleInPos?: boolean | null | undefined;
  media?: Media | undefined;
  seoData?: SeoSchema | undefined;
  taxGroupId?: string | null | undefined;
  options?: ConnectedOption[] | undefined;
  modifiers?: ConnectedModifier[] | undefined;
  brand?: NamedReference | undefined;
  infoSections?: InfoSection[] | undefined;
  ribbon?: NamedReference | undefined;
  additionalRibbons?: NamedReference[] | undefined;
  directCategoriesInfo?: ProductCategoriesInfo | undefined;
  allCategoriesInfo?: ProductCategoriesInfo | undefined;
  mainCategoryId?: string | null | undefined;
  costRange?: PriceRange | undefined;
  inventory?: Inventory | undefined;
  productType?: ProductType | undefined;
  physicalProperties?: PhysicalProperties | undefined;
  handle?: string | null | undefined;
  currency?: string | null | undefined;
  breadcrumbsInfo?: { breadcrumbs?: { categoryId?: string | undefined; categoryName?: string | undefined; categorySlug?: string | undefined }[] | undefined } | undefined;
  actualPriceRange?: PriceRange | undefined;
  compareAtPriceRange?: PriceRange | undefined;
  variantsInfo?: { variants?: Variant[] | undefined } | undefined;
  purchaseEligibility?: { userCriteria?: UserCriteria | undefined } | undefined;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> | undefined } | undefined;
  tags?: { privateTags?: { tagIds?: string[] | undefined } | undefined; publicTags?: { tagIds?: string[] | undefined } | undefined } | undefined;
  variantSummary?: { variantCount?: number | undefined; minPriceVariant?: Variant | undefined } | undefined;
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
  count?: number | null | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext?: boolean | null | undefined;
}

/** What `getProductBySlug` answers: `{ product }`. */
export interface V3GetProductBySlugResponse {
  product?: V3Product | undefined;
}
/** What `queryProducts(query)` answers: the products and the paging metadata. */
export interface V3QueryProductsResponse {
  products?: V3Product[] | undefined;
  pagingMetadata?: CursorPagingMetadata | undefined;
}
/** What `searchProducts` answers: the products, the paging metadata and the aggregation results. */
export interface V3SearchProductsResponse extends V3QueryProductsResponse {
  aggregationData?: { results?: Record<string, unknown>[] | undefined } | undefined;
}
/** A catalog v3 product (the platform's SDK names it both `V3Product` and `Product`). */
export type Product = V3Product;
