import { IMAGE_FIELD, wireReader, wireWriter, type WireSpec } from '@sitekit/core-runtime';

/** A wire video object (the platform's video reference with an optional poster). */
export interface WireVideo {
  id?: string | undefined;
  url?: string | undefined;
  thumbnail?: { id?: string | undefined; width?: number | undefined; height?: number | undefined } | undefined;
}

/**
 * SDK video string (`wix:video://v1/<id>/<file>#posterUri=P&posterWidth=W&posterHeight=H`) → the wire
 * object the platform's SDK sends: `{ id }`, with `thumbnail` when a poster is named; any other string is `{ url }`.
 */
export function videoToRequest(video: unknown): WireVideo | undefined {
  if (typeof video !== 'string') return video as WireVideo | undefined;
  const match = /^wix:video:\/\/v1\/([^/#]+)[^#]*#?(.*)$/.exec(video);
  if (!match) return { url: video };
  const params = new URLSearchParams(match[2]);
  const poster = params.get('posterUri');
  return poster ? { id: match[1], thumbnail: { id: poster, width: +params.get('posterWidth')!, height: +params.get('posterHeight')! } } : { id: match[1] };
}

/**
 * Wire video object → SDK string (`wix:video://v1/<id>` plus the poster, as the platform's SDK reads it).
 */
export function videoFromWire(video: WireVideo | string | undefined | null): string | undefined {
  if (!video || typeof video === 'string') return video ?? undefined;
  const thumbnail = video.thumbnail;
  const poster = thumbnail?.id ? `#posterUri=${thumbnail.id}&posterWidth=${thumbnail.width}&posterHeight=${thumbnail.height}` : '';
  return video.id ? `wix:video://v1/${video.id}${poster}` : video.url;
}

/** Review media fields: images and videos as `wix:` strings on the SDK side, objects on the wire; `reviewDate` a `Date`. */
const SPEC: WireSpec = { dates: ['reviewDate'], fields: { image: IMAGE_FIELD, video: { read: videoFromWire, write: videoToRequest } } };

/**
 * SDK → wire for reviews: core renames and dates, and review media as the objects the platform's SDK sends
 * (an image `{ id, url: <the wix:image string>, width, height, altText: <file name>, filename }`).
 */
export const reviewsToWire: <T = unknown>(sdk: unknown) => T = /* @__PURE__ */ wireWriter(SPEC);

/**
 * Wire → SDK for reviews: `_id`, `Date`s (`reviewDate` too) and media objects back to `wix:` strings.
 */
export const reviewsFromWire: <T = unknown>(wire: unknown) => T = /* @__PURE__ */ wireReader(SPEC);
