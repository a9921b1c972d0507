import { defineService, imageFromWire, wireReader, type WireImage } from '@sitekit/core-runtime';

const fromFiles = /* @__PURE__ */ wireReader({ dates: ['lastUsedDate', 'urlExpirationDate'] });

/** A JSON object of the response. */
type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;
/** The value's fields: none when it is not an object. */
const fieldsOf = (value: unknown): Json => (isJson(value) ? value : {});
/** A wire image as the platform sends it (an object, a string, or nothing) → SDK image string. */
const image = (value: unknown): string | undefined => imageFromWire(value as WireImage | string | undefined);

/** A wire media object → `wix:<kind>://v1/<id>/<filename>` (a video keeps its first poster after `#`). */
const mediaString = (kind: string, media: Json, poster = fieldsOf(fieldsOf(media.posters)[0])): string =>
  `wix:${kind}://v1/${String(media.id)}/${encodeURIComponent(String(media.filename ?? media.id))}${poster.id ? `#posterUri=${String(poster.id)}&posterWidth=${String(poster.width)}&posterHeight=${String(poster.height)}` : ''}`;

/** One descriptor's media in SDK shape (the response is fresh JSON, so it is changed in place). */
const descriptor = (file: unknown): void => {
  const media = fieldsOf(fieldsOf(file).media);
  for (const k of ['image', 'vector']) {
    const entry = media[k];
    if (isJson(entry)) media[k] = { ...entry, image: image(entry.image), previewImage: image(entry.previewImage) };
  }
  const model = media.model3d;
  if (isJson(model)) model.thumbnail = image(model.thumbnail);
  for (const k of ['video', 'document']) {
    const entry = media[k];
    if (isJson(entry) && entry.id) media[k] = mediaString(k, entry);
  }
};

/**
 * Wire → SDK for file descriptors and the answers that carry them: images, previews and 3D
 * thumbnails as `wix:image://` strings, videos as `wix:video://`, documents as `wix:document://`,
 * then `_id`/`_createdDate`/`_updatedDate` and `lastUsedDate`/`urlExpirationDate` as `Date`.
 * @internal
 */
export const fileFromWire = <T = unknown>(wire: unknown): T => {
  const answer = fieldsOf(wire);
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  for (const file of [wire, answer.file, ...list(answer.files), ...list(answer.results).map((result) => fieldsOf(result).item)]) descriptor(file);
  return fromFiles<T>(wire);
};

/**
 * The site media files service every call of the module talks to.
 * @internal
 */
export const filesService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.media.site_media.v1.FilesService',
  entity: 'wix.media.site_media.v1.file_descriptor',
  pkg: '@wix/auto_sdk_media_files',
  fromWire: fileFromWire,
});
