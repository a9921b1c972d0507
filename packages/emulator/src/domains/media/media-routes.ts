/**
 * `GET /media/:id` (public): the emulator's image host, on the platform's media paths
 * (`/media/<id>`, `/media/<id>/v1/fill/w_…,h_…/<name>`), serving generated artwork.
 */
import type { EngineApi, Route, RouteResult } from '../../engine/types';
import { catalogOf } from '../catalog/access';
import { collectionsOf } from '../collections/access';
import { artworkPng } from './png';
import { productSvg } from './svg';
import type { MediaState } from './types';

function hash(text: string): number {
  let hashValue = 0;
  for (const ch of text) hashValue = (hashValue * 31 + ch.charCodeAt(0)) >>> 0;
  return hashValue;
}

function titleFromId(id: string): string {
  return id.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || 'Image';
}

/** What generated artwork shows for media `id`: a product's or a collection's name and colour, else ones made from the id; and its size. */
function artOf(engine: EngineApi, id: string) {
  const art = { title: titleFromId(id), color: `#${(hash(id) & 0xffffff).toString(16).padStart(6, '0')}`, width: 1000, height: 1000 };
  const owner = Object.values(catalogOf(engine).products).find((product) => product.media.some((mediaItem) => mediaItem.id === id));
  const media = owner?.media.find((mediaItem) => mediaItem.id === id);
  if (owner && media) return { ...art, title: owner.name, color: media.color ?? owner.color, width: media.width, height: media.height };
  const collection = Object.values(collectionsOf(engine).collections).find((candidate) => candidate.media?.id === id);
  return collection ? { ...art, title: collection.name, color: collection.media?.color ?? art.color } : art;
}

const CACHE = { 'cache-control': 'public, max-age=3600' };

/** The generated SVG artwork for media `id`: a product's or a collection's image, else a picture made from the id. */
export function mediaArtwork(engine: EngineApi, id: string): RouteResult {
  const { title, color } = artOf(engine, id);
  return { body: productSvg(title, color, hash(id) % 7), contentType: 'image/svg+xml', headers: CACHE };
}

const RASTER_NAME = /\.(png|jpe?g|webp|avif|gif)$/i;

/**
 * Whether a request for generated art gets SVG: only when the name asks for `.svg` and the client says
 * it takes SVG (a browser's image request does). Anything else (a raster name, a script's or an image
 * optimizer's fetch, which names no SVG) gets a PNG, which every optimizer accepts.
 */
function wantsSvg(id: string, url: URL, headers: Headers): boolean {
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return !RASTER_NAME.test(name) && !RASTER_NAME.test(id) && /\bimage\/svg\+xml\b/.test(headers.get('accept') ?? '');
}

/**
 * The generated artwork for media `id` as the request asks for it: SVG for a browser's `.svg` image
 * request, else a PNG at the transform's size (`w_…,h_…` of `/v1/fill/…`, `/v1/fit/…`), or the art's own.
 */
export async function mediaImage(engine: EngineApi, id: string, url: URL, headers: Headers): Promise<RouteResult> {
  if (wantsSvg(id, url, headers)) return mediaArtwork(engine, id);
  const art = artOf(engine, id);
  const transform = /\/v1\/(?:fill|fit|crop)\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
  const size = (key: string, fallback: number) => Number(new RegExp(`(?:^|,)${key}_(\\d+)`).exec(transform)?.[1] ?? fallback);
  const [width, height] = [size('w', art.width), size('h', art.height)];
  return { body: await artworkPng(art.color, width, height, hash(id) % 7), contentType: 'image/png', headers: CACHE };
}

const serve: Route<MediaState>['handle'] = (ctx) => mediaImage(ctx.engine, ctx.params.id ?? '', ctx.url, ctx.headers);

/** The image host: `GET /media/:id` (also with a transform and a file name after the id) answers the generated artwork. */
export const mediaRoutes: Route<MediaState>[] = [
  { method: 'GET', path: '/media/:id', access: 'public', id: 'emulator.media.get', handle: serve },
  { method: 'GET', path: '/media/:id/*', access: 'public', id: 'emulator.media.getNamed', handle: serve },
];
