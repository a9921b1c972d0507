import {
  offsetPaging, defineCall, fromWire, queryBuilder, requireString, type Endpoint, type QueryBuilder, type QueryResult,
} from '@sitekit/core';
import type { Collection, PlatformPagingMetadata, PlatformQuery } from '../shared/media';
import { queryToWire } from '../shared/query';

/** A collections endpoint (catalog v2 read API, no service prefix; every call is a GET). */
const ep = (path: string, name: string): Endpoint => ({
  method: 'GET',
  path: '/v2/collections' + path,
  fqn: 'wix.stores.catalog.v2.CollectionsService.' + name,
  entity: 'wix.stores.catalog.v1.collection',
  pkg: '@wix/auto_sdk_stores_collections',
});

const QUERY: Endpoint = { ...ep('/query', 'QueryCollections'), complex: true, fallback: '/v2/collections/query' };

/**
 * A store collection.
 * @example
 * ```ts
 * const c: collections.Collection = await client.collections.getCollection(id);
 * c.media?.mainMedia?.image?.url;
 * ```
 */
export type { Collection };
export interface GetCollectionBySlugResponse { collection?: Collection }
export interface QueryCollectionsResponse { collections?: Collection[]; metadata?: PlatformPagingMetadata }
export type CollectionQuery = PlatformQuery;
/** Collection fields a query can filter and sort on (SDK names). */
export type CollectionsQueryField = '_id' | 'name' | 'slug' | 'visible' | (string & {});
export type CollectionsQueryBuilder = QueryBuilder<Collection, CollectionsQueryField>;
export type CollectionsQueryResult = QueryResult<Collection>;

const out = (r: unknown): any => fromWire(r);

const GET = ep('/{id}', 'GetCollection');
const BY_SLUG = ep('/slug/{slug}', 'GetCollectionBySlug');

/**
 * Gets a collection (GET `/v2/collections/{id}`).
 *
 * @returns the collection itself (unwrapped from `{ collection }`).
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * const collection = await client.collections.getCollection(id);
 * ```
 */
export const getCollection = defineCall((send) => async (_id: string): Promise<Collection> => {
  requireString(_id, '_id');
  return out((await send(GET, { id: _id })).collection);
});

/**
 * Gets a collection by slug (GET `/v2/collections/slug/{slug}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `slug` is empty.
 * @example
 * ```ts
 * const { collection } = await client.collections.getCollectionBySlug('summer');
 * ```
 */
export const getCollectionBySlug = defineCall((send) => async (slug: string): Promise<GetCollectionBySlugResponse> => {
  requireString(slug, 'slug');
  return out(await send(BY_SLUG, { slug }));
});

/**
 * Queries collections (GET `/v2/collections/query` with `.r=`, POST when the query is long).
 * Without arguments: an offset-paged query builder; with a typed query: the full response
 * `{ collections, metadata }`.
 *
 * @example
 * ```ts
 * const { items } = await client.collections.queryCollections().eq('visible', true).limit(20).find();
 * ```
 */
export const queryCollections = defineCall((send): {
  (): CollectionsQueryBuilder;
  (query: CollectionQuery): Promise<QueryCollectionsResponse>;
} => (query?: CollectionQuery): any =>
  query
    ? send(QUERY, { query: queryToWire(query) }).then(out)
    : queryBuilder<Collection, CollectionsQueryField>({ send, endpoint: QUERY, items: 'collections', paging: offsetPaging, transform: out }));
