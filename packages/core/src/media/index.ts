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
export const media = {
  /** The image's URL, size and alt text (`getImageUrl`). */
  getImageUrl,
  /** The image scaled to fill a width × height box, cropped to it (`getScaledToFillImageUrl`). */
  getScaledToFillImageUrl,
  /** The image scaled to fit inside a width × height box (`getScaledToFitImageUrl`). */
  getScaledToFitImageUrl,
  /** A region of the image, scaled (`getCroppedImageUrl`). */
  getCroppedImageUrl,
};
