import type { Collection, Media, MediaItemType, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
import type { DimensionsUnit, DiscountType, InventoryStatus, MeasurementUnit, OptionType, ProductType } from './enums';

export type { Media, MediaItem, MediaItemUrlAndSize, MediaItemVideo, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
export type { MediaItemType };

/**
 * Prices as the platform sends them: numbers in the store currency plus the platform's own
 * formatted strings (`formatted.price: '$10.00'`). SiteKit never computes with them.
 */
export interface PriceData {
  currency?: string | undefined;
  price?: number | null | undefined;
  /** The price after the product discount (the price itself when there is none). */
  discountedPrice?: number | undefined;
  formatted?: FormattedPrice | undefined;
  pricePerUnit?: number | null | undefined;
}

/**
 * A product's prices as the platform formats them for display (`'$10.00'`): the price, the discounted
 * price, and the price per unit.
 */
export interface FormattedPrice {
  price?: string | undefined;
  discountedPrice?: string | undefined;
  pricePerUnit?: string | null | undefined;
}

/** Merchant-only cost data (returned with `includeMerchantSpecificData`). */
export interface CostAndProfitData {
  itemCost?: number | null | undefined;
  formattedItemCost?: string | undefined;
  profit?: number | undefined;
  formattedProfit?: string | undefined;
  profitMargin?: number | undefined;
}

/**
 * How a product's price per unit is worked out: the quantity sold and its unit, and the base quantity
 * and unit the price is shown per (such as 500 g sold, priced per 100 g).
 */
export interface PricePerUnitData {
  totalQuantity?: number | undefined;
  totalMeasurementUnit?: MeasurementUnit | undefined;
  baseQuantity?: number | undefined;
  baseMeasurementUnit?: MeasurementUnit | undefined;
}

/** Length, width and height as decimal strings, with their unit. */
export interface Dimensions {
  length?: string | null | undefined;
  width?: string | null | undefined;
  height?: string | null | undefined;
  unit?: DimensionsUnit | undefined;
}

/** The lowest and highest value of a property (price, cost, weight) across a product's variants. */
export interface NumericPropertyRange {
  minValue?: number | undefined;
  maxValue?: number | undefined;
}

/** A product's stock: whether inventory is tracked, the quantity, and the inventory status. */
export interface Stock {
  trackInventory?: boolean | undefined;
  quantity?: number | null | undefined;
  /** Deprecated: use `inventoryStatus`. */
  inStock?: boolean | undefined;
  inventoryStatus?: InventoryStatus | undefined;
}

/**
 * One choice of a product option (a size, a colour).
 */
export interface Choice {
  /** Colour hex value or choice name. */
  value?: string | undefined;
  /** Choice name, as used in variant `choices` and catalog references. */
  description?: string | undefined;
  media?: Media | undefined;
  inStock?: boolean | undefined;
  visible?: boolean | undefined;
}

/**
 * A product option (`Size`, `Color`) and its choices; `catalogReference` takes one choice per option.
 */
export interface ProductOption {
  optionType?: OptionType | undefined;
  name?: string | undefined;
  choices?: Choice[] | undefined;
}

/**
 * A variant's own data, without its stock: prices, cost and profit, weight, SKU, visibility, and
 * product and package dimensions.
 */
export interface VariantDataWithNoStock {
  priceData?: PriceData | undefined;
  convertedPriceData?: PriceData | undefined;
  costAndProfitData?: CostAndProfitData | undefined;
  weight?: number | undefined;
  sku?: string | undefined;
  visible?: boolean | undefined;
  /** Length, width and height of the physical product. */
  productDimensions?: Dimensions | undefined;
  /** Length, width and height of the shipping package. */
  packageDimensions?: Dimensions | undefined;
}

/** A variant's stock: whether its quantity is tracked, the quantity, and whether it is in stock. */
export interface VariantStock {
  trackQuantity?: boolean | undefined;
  quantity?: number | null | undefined;
  inStock?: boolean | undefined;
}

/**
 * One variant of a product with managed variants.
 */
export interface Variant {
  _id?: string | undefined;
  /** Option name → choice description, e.g. `{ Size: 'M', Color: 'Black' }`. */
  choices?: Record<string, string> | undefined;
  variant?: VariantDataWithNoStock | undefined;
  stock?: VariantStock | undefined;
}

/** A product page's URL, as the site's base URL and the page's path. */
export interface PageUrl {
  base?: string | undefined;
  path?: string | undefined;
}

/** A product's discount: its type (an amount or a percentage) and its value. */
export interface Discount {
  type?: DiscountType | undefined;
  value?: number | undefined;
}

/** A product page's SEO data: the tags its page gets (title, meta, links…) and settings such as its keywords. */
export interface SeoSchema {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- platform Structs: its SDK types them `Record<string, any>` and apps read their fields unnarrowed
  tags?: { type?: string | undefined; props?: Record<string, any> | null | undefined; meta?: Record<string, any> | null | undefined; children?: string | undefined; custom?: boolean | undefined; disabled?: boolean | undefined }[] | undefined;
  settings?: { preventAutoRedirect?: boolean | undefined; keywords?: { term?: string | undefined; isMain?: boolean | undefined; origin?: string | null | undefined }[] | undefined } | undefined;
}

/**
 * A catalog (v1) product.
 */
export interface Product {
  _id?: string | undefined;
  name?: string | null | undefined;
  slug?: string | undefined;
  visible?: boolean | null | undefined;
  productType?: ProductType | undefined;
  description?: string | null | undefined;
  sku?: string | null | undefined;
  weight?: number | null | undefined;
  weightRange?: NumericPropertyRange | undefined;
  /** Length, width and height of the physical product (per variant, and empty here, with managed variants). */
  productDimensions?: Dimensions | undefined;
  /** Length, width and height of the shipping package (per variant, and empty here, with managed variants). */
  packageDimensions?: Dimensions | undefined;
  stock?: Stock | undefined;
  /** Deprecated: use `priceData`. */
  price?: PriceData | undefined;
  priceData?: PriceData | undefined;
  convertedPriceData?: PriceData | undefined;
  priceRange?: NumericPropertyRange | undefined;
  costAndProfitData?: CostAndProfitData | undefined;
  costRange?: NumericPropertyRange | undefined;
  pricePerUnitData?: PricePerUnitData | undefined;
  additionalInfoSections?: { title?: string | undefined; description?: string | undefined }[] | undefined;
  /** Deprecated: use `ribbon`. */
  ribbons?: { text?: string | undefined }[] | undefined;
  media?: Media | undefined;
  customTextFields?: { title?: string | undefined; maxLength?: number | undefined; mandatory?: boolean | undefined }[] | undefined;
  /** Variants have their own SKU, price and weight (and `variants` lists them). */
  manageVariants?: boolean | null | undefined;
  productOptions?: ProductOption[] | undefined;
  productPageUrl?: PageUrl | undefined;
  numericId?: string | undefined;
  inventoryItemId?: string | undefined;
  discount?: Discount | undefined;
  collectionIds?: string[] | undefined;
  variants?: Variant[] | undefined;
  lastUpdated?: Date | null | undefined;
  _createdDate?: Date | null | undefined;
  seoData?: SeoSchema | undefined;
  ribbon?: string | null | undefined;
  brand?: string | null | undefined;
}

/** The fields `updateProduct` may change. */
export type UpdateProduct = Omit<Product, '_id'>;

/** A collection as the v1 catalog writes it (products module). */
export type { Collection };
/** The collection fields `updateCollection` may change (all but the id). */
export type UpdateCollection = Omit<Collection, '_id'>;

/**
 * One change for `updateProductVariants`: the variants it applies to (by choices or by ids), and the
 * price, cost, weight, SKU, visibility or dimensions to give them.
 */
export interface VariantOverride {
  /** Selects variants by choices (`{ Size: 'M' }`) … */
  choices?: Record<string, string> | undefined;
  /** … or by id. */
  variantIds?: string[] | undefined;
  price?: number | null | undefined;
  cost?: number | null | undefined;
  weight?: number | null | undefined;
  sku?: string | null | undefined;
  visible?: boolean | null | undefined;
  productDimensions?: Dimensions | undefined;
  packageDimensions?: Dimensions | undefined;
}

/** A media item to add: an existing media id or an external URL, optionally for one choice. */
export interface MediaDataForWrite {
  mediaId?: string | undefined;
  url?: string | undefined;
  choice?: { option?: string | undefined; choice?: string | undefined } | undefined;
}

/**
 * Media of one choice of a product option (for `addProductMediaToChoices` and
 * `removeProductMediaFromChoices`): the option, the choice, and the media ids.
 */
export interface MediaAssignmentToChoice {
  option?: string | undefined;
  choice?: string | undefined;
  mediaIds?: string[] | undefined;
}

/** One property to set on many products. */
export interface SetValue { price?: number | undefined; cost?: number | undefined; weight?: number | undefined; ribbon?: string | undefined; brand?: string | undefined }

/**
 * How `bulkAdjustProductProperty` changes one numeric property: by a percentage (optionally rounded to
 * a whole number) or by an amount.
 */
export interface PropertyAdjustmentData {
  percentage?: { roundToInt?: boolean | undefined; rate?: number | undefined } | undefined;
  amount?: number | undefined;
}
/** One numeric property to adjust on many products. */
export interface AdjustValue { price?: PropertyAdjustmentData | undefined; cost?: PropertyAdjustmentData | undefined; weight?: PropertyAdjustmentData | undefined }

/** The outcome for one product of a bulk call: its id, its index in the request, and whether it succeeded or the error. */
export interface BulkProductResult {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  itemMetadata?: { _id?: string | null | undefined; originalIndex?: number | undefined; success?: boolean | undefined; error?: { code?: string | undefined; description?: string | undefined; data?: Record<string, any> | null | undefined } | undefined } | undefined;
}
/** The counts of a bulk call: how many products succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata { totalSuccesses?: number | undefined; totalFailures?: number | undefined; undetailedFailures?: number | undefined }
/** What `bulkUpdateProductsProperty` answers: each product's outcome, and the success and failure counts. */
export interface BulkUpdateProductsResponse { results?: BulkProductResult[] | undefined; bulkActionMetadata?: BulkActionMetadata | undefined }
/** What `bulkAdjustProductProperty` answers: each product's outcome, and the success and failure counts. */
export type BulkAdjustProductPropertiesResponse = BulkUpdateProductsResponse;

/** The options of `getProduct`: whether to include merchant-only data (cost and profit). */
export interface GetProductOptions { includeMerchantSpecificData?: boolean | undefined }
/**
 * What `getProduct` answers.
 */
export interface GetProductResponse { product?: Product | undefined }
/** What `createProduct` answers: the new product. */
export interface CreateProductResponse { product?: Product | undefined }
/** What `updateProduct` answers: the updated product. */
export interface UpdateProductResponse { product?: Product | undefined }
/** What `createCollection` answers: the new collection. */
export interface CreateCollectionResponse { collection?: Collection | undefined }
/** What `updateCollection` answers: the updated collection. */
export interface UpdateCollectionResponse { collection?: Collection | undefined }
/** What `products.getCollectionBySlug` answers: the collection with that slug, from the catalog's v1 reader. */
export interface GetCollectionBySlugResponse { collection?: Collection | undefined }
/** What `updateProductVariants` answers: the product's variants, with the changes. */
export interface UpdateVariantsResponse { variants?: Variant[] | undefined }

/**
 * The options of `queryProductVariants`: which variants to list (by choices or by ids), the paging,
 * and whether to include merchant-only data.
 */
export interface QueryProductVariantsOptions {
  choices?: Record<string, string> | undefined;
  variantIds?: string[] | undefined;
  paging?: { limit?: number | null | undefined; offset?: number | null | undefined } | undefined;
  includeMerchantSpecificData?: boolean | undefined;
}
/** What `queryProductVariants` answers: the variants, the paging, and how many variants match in all. */
export interface QueryProductVariantsResponse {
  variants?: Variant[] | undefined;
  metadata?: { items?: number | undefined; offset?: number | undefined } | undefined;
  totalResults?: number | undefined;
}

/** A variant across the store (`_id` is `<productId>-<variantId>`). */
export interface StoreVariant {
  _id?: string | undefined;
  variantId?: string | undefined;
  productId?: string | undefined;
  variantName?: string | undefined;
  productName?: string | undefined;
  managedVariant?: boolean | undefined;
  sku?: string | undefined;
  stock?: VariantStock | undefined;
  choices?: Record<string, string> | undefined;
  collectionIds?: string[] | undefined;
  /** `wix:image://v1/…` / `wix:video://v1/…` strings. */
  media?: { image?: string | undefined; video?: string | undefined } | undefined;
  preorderInfo?: { enabled?: boolean | undefined; message?: string | null | undefined; limit?: number | null | undefined } | undefined;
}
/** What `getStoreVariant` answers: the store variant. */
export interface GetStoreVariantResponse { variant?: StoreVariant | undefined }
/** What `queryStoreVariants` answers: the matching store variants and the paging metadata. */
export interface QueryStoreVariantsResponse { variants?: StoreVariant[] | undefined; metadata?: PlatformPagingMetadata | undefined }

/** The data of the variant a selection points to: prices, weight, SKU, quantity, and whether it is in stock and visible. */
export interface VariantData {
  price?: PriceData | undefined;
  convertedPriceData?: PriceData | undefined;
  weight?: number | null | undefined;
  sku?: string | undefined;
  quantity?: number | null | undefined;
  inStock?: boolean | undefined;
  visible?: boolean | undefined;
}
/**
 * What `getProductOptionsAvailability` answers: the selected variant once every option has a choice,
 * the media, the options with each choice's stock and visibility, and whether the selection can be
 * bought.
 */
export interface ProductOptionsAvailabilityResponse {
  /** Set when every option has a choice. */
  selectedVariant?: VariantData | undefined;
  media?: Media | undefined;
  productOptions?: ProductOption[] | undefined;
  availableForPurchase?: boolean | undefined;
}

/** A typed products query. */
export type ProductQuery = PlatformQuery;
/**
 * What `queryProducts(query)` answers (the typed-query overload; the builder gives a `ProductsQueryResult`).
 */
export interface QueryProductsResponse { products?: Product[] | undefined; metadata?: PlatformPagingMetadata | undefined }
