import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Media item types of products and collections.
 */
export const MediaItemType = /* @__PURE__ */ enumOf('unspecified_media_item_type image video audio document zip');
export type MediaItemType = EnumValue<typeof MediaItemType>;

/** A media file's URL and size (product and collection media: plain URLs, not `wix:image` strings). */
export interface MediaItemUrlAndSize {
  url?: string;
  width?: number;
  height?: number;
  /** Media format (mp4, png, …). */
  format?: string | null;
  altText?: string | null;
}

/** The video of a media item: one file per available resolution, and the media id of its still frame. */
export interface MediaItemVideo {
  /** One entry per available resolution. */
  files?: MediaItemUrlAndSize[];
  stillFrameMediaId?: string;
}

/** One media item of a product, choice or collection: its id, title and type, its thumbnail, and the image or video. */
export interface MediaItem {
  /** Media id, e.g. `nsplsh_306d…~mv2.jpg`. */
  _id?: string;
  thumbnail?: MediaItemUrlAndSize;
  mediaType?: MediaItemType;
  title?: string;
  image?: MediaItemUrlAndSize;
  video?: MediaItemVideo;
}

/**
 * Media of a product, a choice or a collection.
 */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}

/** Offset paging metadata of v1/v2 catalog queries. */
export interface PlatformPagingMetadata {
  count?: number | null;
  offset?: number | null;
  total?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
}

/** A typed query (the `queryX(query)` overloads): SDK field names, sent as wire names. */
export interface PlatformQuery {
  filter?: Record<string, unknown> | null;
  sort?: { fieldName?: string; order?: 'ASC' | 'DESC' }[];
  paging?: { limit?: number | null; offset?: number | null };
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/**
 * A store collection: the catalog v2 read API (`collections` module) and the v1 catalog writes
 * (`products` module) share this shape.
 */
export interface Collection {
  _id?: string | null;
  name?: string | null;
  /** Media of types image, video, audio, document or zip. */
  media?: Media;
  numberOfProducts?: number;
  description?: string | null;
  slug?: string | null;
  visible?: boolean | null;
}
