/**
 * The `productsV3` module: catalog v3 products for storefronts (get by id or slug, query, search). Bind it
 * with `createClient({ modules: { productsV3 } })`.
 * @example
 * ```ts
 * import { productsV3 } from '@sitekit/stores/products-v3';
 * const client = createClient({ modules: { productsV3 }, auth });
 * const { product } = await client.productsV3.getProductBySlug('classic-crew-tee');
 * ```
 */
export * from './products-v3';
export * from './enums';
export type {
  ConnectedModifier, ConnectedModifierChoice, ConnectedOption, ConnectedOptionChoice, CursorPagingMetadata, FixedMonetaryAmount,
  GetProductBySlugOptions, GetProductOptions, InfoSection, Inventory, Media, NamedReference, OptionChoice, PhysicalProperties,
  PriceInfo, PricePerUnitSettings, PriceRange, Product, ProductCategoriesInfo, ProductMedia, QueryProductsOptions,
  SearchProductsOptions, SeoSchema, Thumbnail, V3GetProductBySlugResponse, V3Product, V3ProductQuery, V3ProductSearch,
  V3QueryProductsResponse, V3SearchProductsResponse, V3Sorting, Variant,
} from './types';
