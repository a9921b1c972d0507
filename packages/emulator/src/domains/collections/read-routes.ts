/** Store collections, catalog v2 read API (no prefix) and the V1 reader's get-by-slug. */
import { notFound, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { RouteContext, Route } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { offsetMetadata, parseQuery, runOffsetQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { findBySlug } from './state';
import { toWireCollection } from './wire-collection';
import type { CollectionsState } from './types';

type Ctx = RouteContext<CollectionsState>;

function query(ctx: Ctx, raw: unknown) {
  return guardQuery(() => {
    const parsed = parseQuery(raw);
    const all = Object.values(ctx.state.collections).map((collection) => toWireCollection(ctx.engine, collection, ctx.baseUrl));
    const page = runOffsetQuery(all, parsed);
    return { json: { collections: page.items, metadata: offsetMetadata(page) } };
  });
}

function bySlug(ctx: Ctx) {
  const found = findBySlug(ctx.state.collections, ctx.params.slug ?? '');
  if (!found) raise(notFound('COLLECTION_NOT_FOUND', `Collection with slug ${ctx.params.slug ?? ''} not found`));
  return { json: { collection: toWireCollection(ctx.engine, found, ctx.baseUrl) } };
}

/** Public collection reads: query (offset paging), get by id, get by slug (v2 and the V1 reader). */
export const readRoutes: Route<CollectionsState>[] = [
  { method: 'GET', path: '/v2/collections/query', access: 'public', id: 'stores.collections.query', handle: (ctx) => query(ctx, ctx.query.query ?? {}) },
  { method: 'POST', path: '/v2/collections/query', access: 'public', id: 'stores.collections.queryPost', handle: (ctx) => query(ctx, fieldsOf(ctx.body).query ?? {}) },
  { method: 'GET', path: '/v2/collections/slug/:slug', access: 'public', id: 'stores.collections.getBySlug', handle: bySlug },
  {
    method: 'GET',
    path: '/v2/collections/:id',
    access: 'public',
    id: 'stores.collections.get',
    handle: (ctx) => {
      const found = ownEntry(ctx.state.collections, ctx.params.id);
      if (!found) raise(notFound('COLLECTION_NOT_FOUND', `Collection ${ctx.params.id ?? ''} not found`));
      return { json: { collection: toWireCollection(ctx.engine, found, ctx.baseUrl) } };
    },
  },
  { method: 'GET', path: '/stores-reader/v1/collections/slug/:slug', access: 'public', id: 'stores.products.getCollectionBySlug', handle: bySlug },
];
