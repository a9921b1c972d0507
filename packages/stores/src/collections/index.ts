/**
 * The `collections` module: store collections through the catalog v2 read API.
 * Bind it with `createClient({ modules: { collections } })`.
 */
export * from './collection';
export { MediaItemType } from '../shared/media';
export { SortOrder } from '../shared/enums';
export type { Media, MediaItem, MediaItemUrlAndSize, MediaItemVideo, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
