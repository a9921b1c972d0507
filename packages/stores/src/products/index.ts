/**
 * The `products` module: catalog (v1) products, their variants, media, options, ribbons and
 * brands, and v1 collection writes. Bind it with `createClient({ modules: { products } })`.
 */
export * from './product';
export * from './query-products';
export * from './variants';
export * from './media';
export * from './product-collections';
export * from './properties';
export * from './enums';
export type * from './types';
