import { defineService, imageFromWire, wireReader } from '@sitekit/core';

const fromFiles = /* @__PURE__ */ wireReader({ dates: ['lastUsedDate', 'urlExpirationDate'] });

/** A wire media object → `wix:<kind>://v1/<id>/<filename>` (a video keeps its first poster after `#`). */
const mediaString = (kind: string, o: any, p = o.posters?.[0]): string =>
  `wix:${kind}://v1/${o.id}/${encodeURIComponent(o.filename ?? o.id)}${p?.id ? `#posterUri=${p.id}&posterWidth=${p.width}&posterHeight=${p.height}` : ''}`;

/** One descriptor's media in SDK shape (the response is fresh JSON, so it is changed in place). */
const descriptor = (d: any): void => {
  const m = d?.media ?? {};
  for (const k of ['image', 'vector']) {
    if (m[k]) m[k] = { ...m[k], image: imageFromWire(m[k].image), previewImage: imageFromWire(m[k].previewImage) };
  }
  if (m.model3d) m.model3d.thumbnail = imageFromWire(m.model3d.thumbnail);
  for (const k of ['video', 'document']) if (m[k]?.id) m[k] = mediaString(k, m[k]);
};

/**
 * Wire → SDK for file descriptors and the answers that carry them: images, previews and 3D
 * thumbnails as `wix:image://` strings, videos as `wix:video://`, documents as `wix:document://`,
 * then `_id`/`_createdDate`/`_updatedDate` and `lastUsedDate`/`urlExpirationDate` as `Date`.
 * @internal
 */
export const fileFromWire = (wire: any): any => {
  for (const d of [wire, wire?.file, ...(wire?.files ?? []), ...(wire?.results ?? []).map((r: any) => r?.item)]) descriptor(d);
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
