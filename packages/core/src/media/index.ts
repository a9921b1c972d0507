import { getCroppedImageUrl, getImageUrl, getScaledToFillImageUrl, getScaledToFitImageUrl } from './image-url';

export type { ImageObject, ImageSource, ImageUrl, MediaUrlOptions, ImageTransformOptions } from './image-url';

/**
 * Media URL helpers, as the platform SDK's `media` export: pure functions over `wix:image://`
 * strings, wire image objects and media URLs, with a configurable media host.
 * A plain object (not a namespace re-export) so bundlers drop it when it is unused.
 *
 * @example
 * ```ts
 * import { media } from '@sitekit/core';
 * const { url, altText } = media.getImageUrl(item.image);
 * const thumb = media.getScaledToFillImageUrl(item.image, 200, 200);
 * ```
 */
export const media = { getImageUrl, getScaledToFillImageUrl, getScaledToFitImageUrl, getCroppedImageUrl };
