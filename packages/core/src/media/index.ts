/**
 * Media URL helpers, as the platform SDK's `media` export: pure functions over `wix:image://`
 * strings, wire image objects and media URLs, with a configurable media host.
 *
 * @example
 * ```ts
 * import { media } from '@sitekit/core';
 * const { url, altText } = media.getImageUrl(item.image);
 * const thumb = media.getScaledToFillImageUrl(item.image, 200, 200);
 * ```
 */
export {
  getImageUrl, getScaledToFillImageUrl, getScaledToFitImageUrl, getCroppedImageUrl,
  type ImageObject, type ImageSource, type ImageUrl, type MediaUrlOptions, type ImageTransformOptions,
} from './image-url';
