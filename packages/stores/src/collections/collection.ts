import {
  offsetPaging, queryBuilder, type Call, type QueryBuilder, type QueryResult,
} from '@sitekit/core-runtime';
import { collectionFromWire, collectionsService } from './service';
import type { Collection, PlatformPagingMetadata, PlatformQuery } from '../shared/media';

/**
 * A store collection.
 */
export type { Collection };
/** What `collections.getCollectionBySlug` answers: the collection with that slug. */
export interface GetCollectionBySlugResponse { collection?: Collection | undefined }
/** What `queryCollections` answers when given a typed query: the matching collections and the paging metadata. */
export interface QueryCollectionsResponse { collections?: Collection[] | undefined; metadata?: PlatformPagingMetadata | undefined }
/** A typed query for `queryCollections`: filter, sort and paging (SDK field names). */
export type CollectionQuery = PlatformQuery;
/** Collection fields a query can filter and sort on (SDK names). */
export type CollectionsQueryField = '_id' | 'name' | 'slug' | 'visible' | (string & {});
/**
 * The builder `queryCollections()` returns.
 */
export type CollectionsQueryBuilder = QueryBuilder<Collection, CollectionsQueryField>;
/**
 * One page of `queryCollections().find()`.
 */
export type CollectionsQueryResult = QueryResult<Collection>;

/**
 * Gets a collection (GET `/v2/collections/{id}`).
 *
 * @returns the collection itself (unwrapped from `{ collection }`).
 * @throws ValidationError when `_id` is empty.
 */
export const getCollection: Call<(_id: string) => Promise<Collection>> =
  /* @__PURE__ */ collectionsService('GET /v2/collections/{id}', { name: 'GetCollection', args: { _id: 'id' }, returns: 'collection', entity: 'collection' });

/**
 * Gets a collection by slug (GET `/v2/collections/slug/{slug}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `slug` is empty.
 */
export const getCollectionBySlug: Call<(slug: string) => Promise<GetCollectionBySlugResponse>> =
  /* @__PURE__ */ collectionsService('GET /v2/collections/slug/{slug}', { name: 'GetCollectionBySlug', args: { slug: 'id' }, entity: 'collection' });

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
export const queryCollections: Call<{
  (): CollectionsQueryBuilder;
  (query: CollectionQuery): Promise<QueryCollectionsResponse>;
}> = /* @__PURE__ */ collectionsService('GET /v2/collections/query', {
  name: 'QueryCollections', args: { query: 'query' }, complex: true, fallback: true,
  builder: (send, endpoint) =>
    queryBuilder<Collection, CollectionsQueryField>({ send, endpoint, items: 'collections', paging: offsetPaging, transform: collectionFromWire }),
});
