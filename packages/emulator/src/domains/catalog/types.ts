/**
 * The catalog's stored shapes (plain JSON). Derived fields of the wire product — formatted prices,
 * inventory status, choice stock, image URLs — are computed at response time from these.
 */

/** How a product option's choices are shown: as colour swatches or as a drop-down list. */
export type OptionType = 'color' | 'drop_down';
/** How a product's discount is given: none, an amount off, or a percentage off. */
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
/** A product's stock at a glance: every visible variant in stock, none, or only some. */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/** The default variant id of a product without options. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** The built-in collection every product belongs to. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';
/** The Wix Stores app id used in catalog references. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A catalog image (of a product or collection) as the emulator stores it: title, alt text, size, and an external URL or its SVG's colour. */
export interface StoredMedia {
  id: string;
  title: string;
  altText: string;
  /** Fill colour for generated SVGs. */
  color?: string;
  /** An external URL; when absent the image is served by the emulator at `/media/<id>`. */
  url?: string;
  width: number;
  height: number;
}

/** One choice of a product option (a size, a colour): its value, description and visibility, and the product media shown for it. */
export interface StoredChoice {
  value: string;
  description: string;
  visible: boolean;
  /** Media ids (from the product's media) shown for this choice. */
  mediaIds: string[];
}

/** A product option (such as Size or Color): how its choices are shown, its name, and its choices. */
export interface StoredOption {
  optionType: OptionType;
  name: string;
  choices: StoredChoice[];
}

/** A product variant as the emulator stores it: its option choices, price override in cents, SKU, weight, visibility and own stock. */
export interface StoredVariant {
  id: string;
  /** Option name → choice description, e.g. `{ Size: 'M', Color: 'Black' }`. */
  choices: Record<string, string>;
  /** Absolute price override in cents; the product price when absent. */
  priceCents?: number;
  costCents?: number;
  sku: string;
  weight: number;
  visible: boolean;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

/** How a product's price per unit is worked out: the quantity sold and the base quantity the unit price is for, with their measurement units. */
export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: string;
  baseQuantity: number;
  baseMeasurementUnit: string;
}

/**
 * A product as the emulator stores it: prices in cents, discount, stock, media, options and variants; the
 * wire product's derived fields are computed when it is returned.
 */
export interface StoredProduct {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical';
  description: string;
  sku: string;
  weight: number;
  currency: string;
  priceCents: number;
  costCents?: number;
  pricePerUnitData?: PricePerUnitData;
  discount: { type: DiscountType; value: number };
  /** Product-level stock, used when variants are not managed. */
  stock: { trackInventory: boolean; quantity?: number; inStock: boolean };
  ribbon: string;
  brand: string;
  media: StoredMedia[];
  productOptions: StoredOption[];
  manageVariants: boolean;
  variants: StoredVariant[];
  collectionIds: string[];
  additionalInfoSections: { title: string; description: string }[];
  customTextFields: { title: string; maxLength: number; mandatory: boolean }[];
  seoData: { tags: unknown[]; settings?: unknown };
  /** Brand colour of the generated product artwork. */
  color: string;
  createdDate: string;
  lastUpdated: string;
}

/** The catalog domain's state: the products by id. */
export interface CatalogState {
  products: Record<string, StoredProduct>;
}

/** The seed's `catalog` entry. */
export interface CatalogSeed {
  products: StoredProduct[];
}
