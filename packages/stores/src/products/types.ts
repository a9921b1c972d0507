import type { Collection, Media, MediaItemType, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
import type { DimensionsUnit, DiscountType, InventoryStatus, MeasurementUnit, OptionType, ProductType } from './enums';

export type { Media, MediaItem, MediaItemUrlAndSize, MediaItemVideo, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
export type { MediaItemType };

/**
 * Prices as the platform sends them: numbers in the store currency plus the platform's own
 * formatted strings (`formatted.price: '$10.00'`). SiteKit never computes with them.
 */
export interface PriceData {
  currency?: string;
  price?: number | null;
  /** The price after the product discount (the price itself when there is none). */
  discountedPrice?: number;
  formatted?: FormattedPrice;
  pricePerUnit?: number | null;
}

/**
 * A product's prices as the platform formats them for display (`'$10.00'`): the price, the discounted
 * price, and the price per unit.
 */
export interface FormattedPrice {
  price?: string;
  discountedPrice?: string;
  pricePerUnit?: string | null;
}

/** Merchant-only cost data (returned with `includeMerchantSpecificData`). */
export interface CostAndProfitData {
  itemCost?: number | null;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  profitMargin?: number;
}

/**
 * How a product's price per unit is worked out: the quantity sold and its unit, and the base quantity
 * and unit the price is shown per (such as 500 g sold, priced per 100 g).
 */
export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}

/** Length, width and height as decimal strings, with their unit. */
export interface Dimensions {
  length?: string | null;
  width?: string | null;
  height?: string | null;
  unit?: DimensionsUnit;
}

/** The lowest and highest value of a property (price, cost, weight) across a product's variants. */
export interface NumericPropertyRange {
  minValue?: number;
  maxValue?: number;
}

/** A product's stock: whether inventory is tracked, the quantity, and the inventory status. */
export interface Stock {
  trackInventory?: boolean;
  quantity?: number | null;
  /** Deprecated: use `inventoryStatus`. */
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/**
 * One choice of a product option (a size, a colour).
 */
export interface Choice {
  /** Colour hex value or choice name. */
  value?: string;
  /** Choice name, as used in variant `choices` and catalog references. */
  description?: string;
  media?: Media;
  inStock?: boolean;
  visible?: boolean;
}

/**
 * A product option (`Size`, `Color`) and its choices; `catalogReference` takes one choice per option.
 */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}

/**
 * A variant's own data, without its stock: prices, cost and profit, weight, SKU, visibility, and
 * product and package dimensions.
 */
export interface VariantDataWithNoStock {
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible?: boolean;
  /** Length, width and height of the physical product. */
  productDimensions?: Dimensions;
  /** Length, width and height of the shipping package. */
  packageDimensions?: Dimensions;
}

/** A variant's stock: whether its quantity is tracked, the quantity, and whether it is in stock. */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number | null;
  inStock?: boolean;
}

/**
 * One variant of a product with managed variants.
 */
export interface Variant {
  _id?: string;
  /** Option name → choice description, e.g. `{ Size: 'M', Color: 'Black' }`. */
  choices?: Record<string, string>;
  variant?: VariantDataWithNoStock;
  stock?: VariantStock;
}

/** A product page's URL, as the site's base URL and the page's path. */
export interface PageUrl {
  base?: string;
  path?: string;
}

/** A product's discount: its type (an amount or a percentage) and its value. */
export interface Discount {
  type?: DiscountType;
  value?: number;
}

/** A product page's SEO data: the tags its page gets (title, meta, links…) and settings such as its keywords. */
export interface SeoSchema {
  tags?: { type?: string; props?: Record<string, any> | null; meta?: Record<string, any> | null; children?: string; custom?: boolean; disabled?: boolean }[];
  settings?: { preventAutoRedirect?: boolean; keywords?: { term?: string; isMain?: boolean; origin?: string | null }[] };
}

/**
 * A catalog (v1) product.
 */
export interface Product {
  _id?: string;
  name?: string | null;
  slug?: string;
  visible?: boolean | null;
  productType?: ProductType;
  description?: string | null;
  sku?: string | null;
  weight?: number | null;
  weightRange?: NumericPropertyRange;
  /** Length, width and height of the physical product (per variant, and empty here, with managed variants). */
  productDimensions?: Dimensions;
  /** Length, width and height of the shipping package (per variant, and empty here, with managed variants). */
  packageDimensions?: Dimensions;
  stock?: Stock;
  /** Deprecated: use `priceData`. */
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  priceRange?: NumericPropertyRange;
  costAndProfitData?: CostAndProfitData;
  costRange?: NumericPropertyRange;
  pricePerUnitData?: PricePerUnitData;
  additionalInfoSections?: { title?: string; description?: string }[];
  /** Deprecated: use `ribbon`. */
  ribbons?: { text?: string }[];
  media?: Media;
  customTextFields?: { title?: string; maxLength?: number; mandatory?: boolean }[];
  /** Variants have their own SKU, price and weight (and `variants` lists them). */
  manageVariants?: boolean | null;
  productOptions?: ProductOption[];
  productPageUrl?: PageUrl;
  numericId?: string;
  inventoryItemId?: string;
  discount?: Discount;
  collectionIds?: string[];
  variants?: Variant[];
  lastUpdated?: Date;
  _createdDate?: Date;
  seoData?: SeoSchema;
  ribbon?: string | null;
  brand?: string | null;
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
  choices?: Record<string, string>;
  /** … or by id. */
  variantIds?: string[];
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean | null;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/** A media item to add: an existing media id or an external URL, optionally for one choice. */
export interface MediaDataForWrite {
  mediaId?: string;
  url?: string;
  choice?: { option?: string; choice?: string };
}

/**
 * Media of one choice of a product option (for `addProductMediaToChoices` and
 * `removeProductMediaFromChoices`): the option, the choice, and the media ids.
 */
export interface MediaAssignmentToChoice {
  option?: string;
  choice?: string;
  mediaIds?: string[];
}

/** One property to set on many products. */
export interface SetValue { price?: number; cost?: number; weight?: number; ribbon?: string; brand?: string }

/**
 * How `bulkAdjustProductProperty` changes one numeric property: by a percentage (optionally rounded to
 * a whole number) or by an amount.
 */
export interface PropertyAdjustmentData {
  percentage?: { roundToInt?: boolean; rate?: number };
  amount?: number;
}
/** One numeric property to adjust on many products. */
export interface AdjustValue { price?: PropertyAdjustmentData; cost?: PropertyAdjustmentData; weight?: PropertyAdjustmentData }

/** The outcome for one product of a bulk call: its id, its index in the request, and whether it succeeded or the error. */
export interface BulkProductResult {
  itemMetadata?: { _id?: string | null; originalIndex?: number; success?: boolean; error?: { code?: string; description?: string; data?: Record<string, any> | null } };
}
/** The counts of a bulk call: how many products succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number }
/** What `bulkUpdateProductsProperty` answers: each product's outcome, and the success and failure counts. */
export interface BulkUpdateProductsResponse { results?: BulkProductResult[]; bulkActionMetadata?: BulkActionMetadata }
/** What `bulkAdjustProductProperty` answers: each product's outcome, and the success and failure counts. */
export type BulkAdjustProductPropertiesResponse = BulkUpdateProductsResponse;

/** The options of `getProduct`: whether to include merchant-only data (cost and profit). */
export interface GetProductOptions { includeMerchantSpecificData?: boolean }
/**
 * What `getProduct` answers.
 */
export interface GetProductResponse { product?: Product }
/** What `createProduct` answers: the new product. */
export interface CreateProductResponse { product?: Product }
/** What `updateProduct` answers: the updated product. */
export interface UpdateProductResponse { product?: Product }
/** What `createCollection` answers: the new collection. */
export interface CreateCollectionResponse { collection?: Collection }
/** What `updateCollection` answers: the updated collection. */
export interface UpdateCollectionResponse { collection?: Collection }
/** What `products.getCollectionBySlug` answers: the collection with that slug, from the catalog's v1 reader. */
export interface GetCollectionBySlugResponse { collection?: Collection }
/** What `updateProductVariants` answers: the product's variants, with the changes. */
export interface UpdateVariantsResponse { variants?: Variant[] }

/**
 * The options of `queryProductVariants`: which variants to list (by choices or by ids), the paging,
 * and whether to include merchant-only data.
 */
export interface QueryProductVariantsOptions {
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number | null; offset?: number | null };
  includeMerchantSpecificData?: boolean;
}
/** What `queryProductVariants` answers: the variants, the paging, and how many variants match in all. */
export interface QueryProductVariantsResponse {
  variants?: Variant[];
  metadata?: { items?: number; offset?: number };
  totalResults?: number;
}

/** A variant across the store (`_id` is `<productId>-<variantId>`). */
export interface StoreVariant {
  _id?: string;
  variantId?: string;
  productId?: string;
  variantName?: string;
  productName?: string;
  managedVariant?: boolean;
  sku?: string;
  stock?: VariantStock;
  choices?: Record<string, string>;
  collectionIds?: string[];
  /** `wix:image://v1/…` / `wix:video://v1/…` strings. */
  media?: { image?: string; video?: string };
  preorderInfo?: { enabled?: boolean; message?: string | null; limit?: number | null };
}
/** What `getStoreVariant` answers: the store variant. */
export interface GetStoreVariantResponse { variant?: StoreVariant }
/** What `queryStoreVariants` answers: the matching store variants and the paging metadata. */
export interface QueryStoreVariantsResponse { variants?: StoreVariant[]; metadata?: PlatformPagingMetadata }

/** The data of the variant a selection points to: prices, weight, SKU, quantity, and whether it is in stock and visible. */
export interface VariantData {
  price?: PriceData;
  convertedPriceData?: PriceData;
  weight?: number | null;
  sku?: string;
  quantity?: number | null;
  inStock?: boolean;
  visible?: boolean;
}
/**
 * What `getProductOptionsAvailability` answers: the selected variant once every option has a choice,
 * the media, the options with each choice's stock and visibility, and whether the selection can be
 * bought.
 */
export interface ProductOptionsAvailabilityResponse {
  /** Set when every option has a choice. */
  selectedVariant?: VariantData;
  media?: Media;
  productOptions?: ProductOption[];
  availableForPurchase?: boolean;
}

/** A typed products query. */
export type ProductQuery = PlatformQuery;
/**
 * What `queryProducts(query)` answers (the typed-query overload; the builder gives a `ProductsQueryResult`).
 */
export interface QueryProductsResponse { products?: Product[]; metadata?: PlatformPagingMetadata }
