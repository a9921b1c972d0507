import { pathSegment } from '../http/resolve-path';

/** A wire image object. */
export interface WireImage {
  id?: string | undefined;
  url?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  altText?: string | undefined;
  filename?: string | undefined;
}

/**
 * The platform's public media host.
 */
export const MEDIA_BASE_URL = 'https://static.wixstatic.com/media';

/**
 * SDK image string (`wix:image://v1/<id>/<filename>#originWidth=W&originHeight=H`) → wire object.
 * Any other string (a plain URL, or an image string whose id is `.` or `..`) becomes `{ url }`; objects pass through.
 */
export function imageToWire(image: unknown, mediaBaseUrl = MEDIA_BASE_URL): WireImage | undefined {
  if (typeof image !== 'string') return (image as WireImage | undefined) ?? undefined;
  const match = /^wix:image:\/\/v1\/([^/#]+)(?:\/([^#]*))?(?:#originWidth=(\d+)&originHeight=(\d+))?/.exec(image);
  const segment = match && pathSegment(match[1]!);
  return match && segment
    ? { id: match[1], url: `${mediaBaseUrl}/${segment}`, ...(match[2] && { filename: decodeURIComponent(match[2]) }), ...(+match[3]! && { width: +match[3]! }), ...(+match[4]! && { height: +match[4]! }) }
    : { url: image };
}

/**
 * SDK image string → the image object a request carries, the shape the platform's SDK sends wherever
 * an image goes out: the `wix:image://` string itself as `url`, and the file name as `altText`.
 * Any other string becomes `{ url }`; objects pass through.
 */
export function imageToRequest(image: unknown): WireImage | undefined {
  const wire = imageToWire(image);
  if (typeof image !== 'string' || !wire?.id) return wire;
  return { ...wire, url: image, ...(wire.filename && { altText: wire.filename }) };
}

/**
 * Wire image object → SDK image string. Images without an id keep their URL.
 */
export function imageFromWire(image: WireImage | string | undefined | null): string | undefined {
  if (!image || typeof image === 'string') return image ?? undefined;
  if (!image.id) return image.url;
  const name = encodeURIComponent(image.filename ?? image.id);
  return `wix:image://v1/${image.id}/${name}#originWidth=${image.width ?? 0}&originHeight=${image.height ?? 0}`;
}

/** A value an image field converts: an image string, or a wire object with an id or a URL. */
const isImage = (candidate: unknown): boolean =>
  typeof candidate === 'string' || !!(candidate as { id?: unknown } | null | undefined)?.id || !!(candidate as { url?: unknown } | null | undefined)?.url;

/**
 * The conversions of an image field for `WireSpec.fields`, applied during the one walk of
 * `fromWire` / `toWire`: wire objects → `wix:image://` strings (`imageFromWire`), and back in the
 * request shape (`imageToRequest`). Other values (null, objects with neither id nor url) stay.

 */
export const IMAGE_FIELD = {
  /** Wire value → SDK value (a `wix:image://` string). */
  read: (fieldValue: unknown): unknown => (isImage(fieldValue) ? imageFromWire(fieldValue as WireImage) : fieldValue),
  /** SDK value → the wire request shape. */
  write: (fieldValue: unknown): unknown => (isImage(fieldValue) ? imageToRequest(fieldValue) : fieldValue),
};
