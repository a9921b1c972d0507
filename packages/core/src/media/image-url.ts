import { pathSegment } from '../http/resolve-path';
import { environmentHost } from '../http/environment-host';
import { imageToWire, MEDIA_BASE_URL } from '../transforms/image';

/** An image object as entities carry it (wire images, product media `{ url, width, height }`). */
export interface ImageObject {
  id?: string | null | undefined;
  url?: string | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
  altText?: string | null | undefined;
  filename?: string | null | undefined;
}

/** Anything the helpers accept: a `wix:image://v1/…` string, a media URL, or an image object. */
export type ImageSource = string | ImageObject | null | undefined;

/** Options shared by the media helpers. */
export interface MediaUrlOptions {
  /**
   * Media host with its `/media` path (default `https://static.wixstatic.com/media`). Only needed
   * for `wix:image://` strings and objects without a URL: URLs already received (such as the
   * emulator's `http://127.0.0.1:4010/media/<id>`) keep their own host.
   *
   * With the emulator in use (`NEXT_PUBLIC_SITEKIT_HOST`, else `SITEKIT_HOST`, set), the default is
   * that host's `/media`, and a `https://static.wixstatic.com` URL is given that host with the same path.
   */
  mediaBaseUrl?: string | undefined;
}

/** Options of the resizing helpers. */
export interface ImageTransformOptions extends MediaUrlOptions {
  /** JPEG quality, 1–100. */
  quality?: number | undefined;
  /** Blur radius in percent. */
  blur?: number | undefined;
  /** Let the media host pick the best encoding (`enc_auto`). */
  autoEncode?: boolean | undefined;
}

/** What `getImageUrl` returns. */
export interface ImageUrl {
  id: string;
  url: string;
  width: number;
  height: number;
  altText?: string | undefined;
  filename?: string | undefined;
}

interface Parsed extends ImageUrl { base: string }

/**
 * A platform media URL on the emulator's host when one is in use: the browser's
 * (`NEXT_PUBLIC_SITEKIT_HOST`) first, so that a page renders the same URLs on the server and in the
 * browser; only the origin changes, the path (`/media/<id>/v1/fill/…`) stays as it is.
 */
function onEmulator(url: string): string {
  // the media origin, read here and without `URL`: nothing runs at import, and React Native's URL has no `origin`
  const origin = MEDIA_BASE_URL.slice(0, MEDIA_BASE_URL.indexOf('/', 'https://'.length));
  const host = url.startsWith(`${origin}/`) ? environmentHost() : undefined;
  return host ? host.replace(/\/+$/, '') + url.slice(origin.length) : url;
}

const MEDIA_PATH = /^(.*\/media)\/([^/?#]+)/;

function parse(image: ImageSource, options: MediaUrlOptions = {}): Parsed | undefined {
  if (!image) return undefined;
  const wire: ImageObject | undefined = typeof image === 'string' ? imageToWire(image, options.mediaBaseUrl) : image;
  if (!wire || typeof wire !== 'object' || wire.url?.startsWith('wix:')) return undefined;
  const own = MEDIA_PATH.exec(wire.url ?? '');
  const id = wire.id || (own ? decodeURIComponent(own[2]!) : '');
  // A URL received from the server keeps its host unless the caller overrides it.
  const base = (options.mediaBaseUrl ?? (own?.[1] || MEDIA_BASE_URL)).replace(/\/+$/, '');
  const segment = id ? pathSegment(id) : '';
  if (segment === undefined) return undefined; // an id of `.` or `..` would leave the media path
  const url = segment && (options.mediaBaseUrl || !wire.url) ? `${base}/${segment}` : wire.url ?? '';
  if (!url) return undefined;
  const host = options.mediaBaseUrl ? String : onEmulator; // a media base given wins
  const out: Parsed = { id, url: host(url), width: wire.width ?? 0, height: wire.height ?? 0, base: host(base) };
  const altText = wire.altText ?? wire.filename;
  if (altText) out.altText = altText;
  if (wire.filename) out.filename = wire.filename;
  return out;
}

/**
 * The URL, size and alt text of an image: a `wix:image://v1/…` string (as SDK entities carry
 * them), a wire image object or a media URL. Never throws: empty or unreadable input gives an
 * empty `url`.
 *
 * @example
 * ```ts
 * const { url, width, height, altText } = media.getImageUrl('wix:image://v1/abc.jpg/shirt.jpg#originWidth=800&originHeight=600');
 * // url: 'https://static.wixstatic.com/media/abc.jpg'
 * media.getImageUrl(product.media?.mainMedia?.image); // the product's own URL
 * ```
 */
export function getImageUrl(image: ImageSource, options?: MediaUrlOptions): ImageUrl {
  const parsed = parse(image, options);
  if (!parsed) return { id: '', url: '', width: 0, height: 0 };
  const { base: _, ...out } = parsed;
  return out;
}

const size = (pixels: number) => Math.max(1, Math.round(pixels) || 1);

function transformed(image: ImageSource, operation: string, options: ImageTransformOptions = {}): string {
  const parsed = parse(image, options);
  if (!parsed) return '';
  if (!parsed.id) return parsed.url;
  const extra = [
    options.quality && `q_${Math.round(options.quality)}`,
    options.blur && `blur_${Math.round(options.blur)}`,
    options.autoEncode && 'enc_auto',
  ].filter(Boolean);
  const id = pathSegment(parsed.id)!; // checked by parse
  const name = (parsed.filename && pathSegment(parsed.filename)) || id;
  return `${parsed.base}/${id}/v1/${operation}${extra.length ? `,${extra.join(',')}` : ''}/${name}`;
}

/**
 * URL of the image scaled and cropped to fill exactly `targetWidth` × `targetHeight`
 * (`<media>/<id>/v1/fill/w_<w>,h_<h>/<filename>`). Empty input gives `''`.
 */
export function getScaledToFillImageUrl(image: ImageSource, targetWidth: number, targetHeight: number, options?: ImageTransformOptions): string {
  return transformed(image, `fill/w_${size(targetWidth)},h_${size(targetHeight)}`, options);
}

/**
 * URL of the image scaled to fit inside `targetWidth` × `targetHeight`, keeping its aspect ratio
 * (`…/v1/fit/w_<w>,h_<h>/<filename>`). Empty input gives `''`.
 */
export function getScaledToFitImageUrl(image: ImageSource, targetWidth: number, targetHeight: number, options?: ImageTransformOptions): string {
  return transformed(image, `fit/w_${size(targetWidth)},h_${size(targetHeight)}`, options);
}

/**
 * URL of a crop of the image (`cropX`, `cropY`, `cropWidth`, `cropHeight` in source pixels),
 * scaled to `targetWidth` × `targetHeight` (`…/v1/crop/x_,y_,w_,h_/fill/w_,h_/<filename>`).
 * Empty input gives `''`.
 */
export function getCroppedImageUrl(
  image: ImageSource, cropX: number, cropY: number, cropWidth: number, cropHeight: number,
  targetWidth: number, targetHeight: number, options?: ImageTransformOptions,
): string {
  const crop = `crop/x_${Math.max(0, Math.round(cropX) || 0)},y_${Math.max(0, Math.round(cropY) || 0)},w_${size(cropWidth)},h_${size(cropHeight)}`;
  return transformed(image, `${crop}/fill/w_${size(targetWidth)},h_${size(targetHeight)}`, options);
}
