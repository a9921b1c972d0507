/**
 * What other domains may use of the catalog: its slice, product lookups, the price, stock and variant
 * rules a line item needs, media URLs, and putting products in and out of collections. The only catalog file other domains import.
 */
export { catalogOf, productById } from './state';
export { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID, STORES_APP_ID } from './types';
export type { CatalogSeed, CatalogState, StoredMedia, StoredProduct, StoredVariant } from './types';
export { adjustStock, availableQuantity } from './stock';
export { addProductsToCollection, removeProductsFromCollection } from './collection-membership';
export { unitPrice } from './pricing';
export { findVariant } from './variants';
export { mediaUrl } from './wire-product';
