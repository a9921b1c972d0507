import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Media item types of products and collections.
 */
export const MediaItemType = /* @__PURE__ */ enumOf('unspecified_media_item_type image video audio document zip');
export type MediaItemType = EnumValue<typeof MediaItemType>;

/** A media file's URL and size (product and collection media: plain URLs, not `wix:image` strings). */
export interface MediaItemUrlAndSize {
  url?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** Media format (mp4, png, …). */
  format?: string | null | undefined;
  altText?: string | null | undefined;
}

/** The video of a media item: one file per available resolution, and the media id of its still frame. */
export interface MediaItemVideo {
  /** One entry per available resolution. */
  files?: MediaItemUrlAndSize[] | undefined;
  stillFrameMediaId?: string | undefined;
}

/** One media item of a product, choice or collection: its id, title and type, its thumbnail, and the image or video. */
export interface MediaItem {
  /** Media id, e.g. `nsplsh_306d…~mv2.jpg`. */
  _id?: string | undefined;
  thumbnail?: MediaItemUrlAndSize | undefined;
  mediaType?: MediaItemType | undefined;
  title?: string | undefined;
  image?: MediaItemUrlAndSize | undefined;
  video?: MediaItemVideo | undefined;
}

/**
 * Media of a product, a choice or a collection.
 */
export interface Media {
  mainMedia?: MediaItem | undefined;
  items?: MediaItem[] | undefined;
}

/** Offset paging metadata of v1/v2 catalog queries. */
export interface PlatformPagingMetadata {
  count?: number | null | undefined;
  offset?: number | null | undefined;
  total?: number | null | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
}

/** A typed query (the `queryX(query)` overloads): SDK field names, sent as wire names. */
export interface PlatformQuery {
  filter?: Record<string, unknown> | null | undefined;
  sort?: { fieldName?: string | undefined; order?: 'ASC' | 'DESC' | undefined }[] | undefined;
  paging?: { limit?: number | null | undefined; offset?: number | null | undefined } | undefined;
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | undefined;
}

/**
 * A store collection: the catalog v2 read API (`collections` module) and the v1 catalog writes
 * (`products` module) share this shape.
 */
export interface Collection {
  _id?: string | null | undefined;
  name?: string | null | undefined;
  /** Media of types image, video, audio, document or zip. */
  media?: Media | undefined;
  numberOfProducts?: number | undefined;
  description?: string | null | undefined;
  slug?: string | null | undefined;
  visible?: boolean | null | undefined;
}
