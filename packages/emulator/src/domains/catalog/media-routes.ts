/** `GET /media/:id` (public): the emulator's image host, serving generated SVG artwork. */
import type { EngineApi, Route, RouteResult } from '../../engine/types';
import { collectionsOf } from '../collections/access';
import { catalogOf } from './state';
import { productSvg } from './svg';
import type { CatalogState } from './types';

function hash(text: string): number {
  let hashValue = 0;
  for (const ch of text) hashValue = (hashValue * 31 + ch.charCodeAt(0)) >>> 0;
  return hashValue;
}

function titleFromId(id: string): string {
  return id.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || 'Image';
}

/** The generated artwork for media `id`: a product's or a collection's image, else a picture made from the id. */
export function mediaArtwork(engine: EngineApi, id: string): RouteResult {
  let title = titleFromId(id);
  let color = `#${(hash(id) & 0xffffff).toString(16).padStart(6, '0')}`;
  const owner = Object.values(catalogOf(engine).products).find((product) => product.media.some((mediaItem) => mediaItem.id === id));
  const media = owner?.media.find((mediaItem) => mediaItem.id === id);
  if (owner && media) {
    title = owner.name;
    color = media.color ?? owner.color;
  } else {
    const collection = Object.values(collectionsOf(engine).collections).find((candidate) => candidate.media?.id === id);
    if (collection) {
      title = collection.name;
      color = collection.media?.color ?? color;
    }
  }
  return {
    body: productSvg(title, color, hash(id) % 7),
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=3600' },
  };
}

const serve: Route<CatalogState>['handle'] = (ctx) => mediaArtwork(ctx.engine, ctx.params.id ?? '');

/** The image host: `GET /media/:id` (also with a file name after the id) answers the generated SVG artwork. */
export const mediaRoutes: Route<CatalogState>[] = [
  { method: 'GET', path: '/media/:id', access: 'public', id: 'emulator.media.get', handle: serve },
  { method: 'GET', path: '/media/:id/*', access: 'public', id: 'emulator.media.getNamed', handle: serve },
];
