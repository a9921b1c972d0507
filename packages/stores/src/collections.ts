/**
 * `@sitekit/stores/collections`: the `collections` module alone.
 *
 * @example
 * ```ts
 * import { collections } from '@sitekit/stores/collections';
 * const { collection } = await createClient({ modules: { collections }, auth }).collections.getCollectionBySlug('summer');
 * ```
 */
export * as collections from './collections/index';
