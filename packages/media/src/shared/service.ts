import { defineService, fromWire, imageFromWire } from '@sitekit/core';

/** A wire media object → `wix:<kind>://v1/<id>/<filename>` (a video keeps its first poster after `#`). */
const mediaString = (kind: string, o: any, poster?: any): any =>
  o?.id
    ? `wix:${kind}://v1/${o.id}/${encodeURIComponent(o.filename ?? o.id)}` +
      (poster?.id ? `#posterUri=${poster.id}&posterWidth=${poster.width ?? 0}&posterHeight=${poster.height ?? 0}` : '')
    : o;

const image = (i: any) => i && { ...i, image: imageFromWire(i.image), previewImage: imageFromWire(i.previewImage) };

/** One descriptor's media in SDK shape (the response is fresh JSON, so it is changed in place). */
const descriptor = (d: any): void => {
  const m = d?.media;
  if (!m) return;
  if (m.image) m.image = image(m.image);
  if (m.vector) m.vector = image(m.vector);
  if (m.model3d) m.model3d = { ...m.model3d, thumbnail: imageFromWire(m.model3d.thumbnail) };
  if (typeof m.video == 'object') m.video = mediaString('video', m.video, m.video?.posters?.[0]);
  if (typeof m.document == 'object') m.document = mediaString('document', m.document);
};

/**
 * Wire → SDK for file descriptors and the answers that carry them: images, previews and 3D
 * thumbnails as `wix:image://` strings, videos as `wix:video://`, documents as `wix:document://`,
 * then `_id`/`_createdDate`/`_updatedDate` and `lastUsedDate`/`urlExpirationDate` as `Date`.
 * @internal
 */
export const fileFromWire = (wire: any): any => {
  for (const d of [wire, wire?.file, ...(wire?.files ?? []), ...(wire?.results ?? []).map((r: any) => r?.item)]) descriptor(d);
  return fromWire(wire, { dates: ['lastUsedDate', 'urlExpirationDate'] });
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
