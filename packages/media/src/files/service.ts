import { defineService, imageFromWire, wireReader } from '@sitekit/core-runtime';

const fromFiles = /* @__PURE__ */ wireReader({ dates: ['lastUsedDate', 'urlExpirationDate'] });

/** A wire media object → `wix:<kind>://v1/<id>/<filename>` (a video keeps its first poster after `#`). */
const mediaString = (kind: string, media: any, poster = media.posters?.[0]): string =>
  `wix:${kind}://v1/${media.id}/${encodeURIComponent(media.filename ?? media.id)}${poster?.id ? `#posterUri=${poster.id}&posterWidth=${poster.width}&posterHeight=${poster.height}` : ''}`;

/** One descriptor's media in SDK shape (the response is fresh JSON, so it is changed in place). */
const descriptor = (file: any): void => {
  const media = file?.media ?? {};
  for (const k of ['image', 'vector']) {
    if (media[k]) media[k] = { ...media[k], image: imageFromWire(media[k].image), previewImage: imageFromWire(media[k].previewImage) };
  }
  if (media.model3d) media.model3d.thumbnail = imageFromWire(media.model3d.thumbnail);
  for (const k of ['video', 'document']) if (media[k]?.id) media[k] = mediaString(k, media[k]);
};

/**
 * Wire → SDK for file descriptors and the answers that carry them: images, previews and 3D
 * thumbnails as `wix:image://` strings, videos as `wix:video://`, documents as `wix:document://`,
 * then `_id`/`_createdDate`/`_updatedDate` and `lastUsedDate`/`urlExpirationDate` as `Date`.
 * @internal
 */
export const fileFromWire = (wire: any): any => {
  for (const file of [wire, wire?.file, ...(wire?.files ?? []), ...(wire?.results ?? []).map((result: any) => result?.item)]) descriptor(file);
  return fromFiles(wire);
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
