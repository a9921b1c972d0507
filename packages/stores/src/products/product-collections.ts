import type { Call } from '@sitekit/core-runtime';
import type { Collection, CreateCollectionResponse, GetCollectionBySlugResponse, UpdateCollection, UpdateCollectionResponse } from './types';
import { productsReadService, productsWriteService } from './service';

/**
 * Creates a collection (POST `/stores/v1/collections`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `collection` is not an object.
 */
export const createCollection: Call<(collection: Collection) => Promise<CreateCollectionResponse>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/collections', { name: 'CreateCollection', args: { collection: 'object' }, entity: 'collection' });

/**
 * Updates a collection's name, slug, description or visibility (PATCH `/stores/v1/collections/{collection.id}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `_id` is empty or `collection` is not an object.
 */
export const updateCollection: Call<(_id: string, collection: UpdateCollection) => Promise<UpdateCollectionResponse>> =
  /* @__PURE__ */ productsWriteService('PATCH /stores/v1/collections/{collection.id}', { name: 'UpdateCollection', args: { _id: { check: 'id', to: 'collection.id' }, collection: 'object' }, entity: 'collection' });

/**
 * Deletes a collection (DELETE `/stores/v1/collections/{id}`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const deleteCollection: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('DELETE /stores/v1/collections/{id}', { name: 'DeleteCollection', args: { _id: 'id' }, returns: false });

/**
 * Adds products to a collection (POST `/stores/v1/collections/{id}/productIds`).
 *
 * @throws ValidationError when `_id` is empty or `productIds` is not a non-empty array.
 */
export const addProductsToCollection: Call<(_id: string, productIds: string[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/collections/{id}/productIds', { name: 'AddProductsToCollection', args: { _id: 'id', productIds: 'list' }, returns: false });

/**
 * Removes products from a collection (POST `/stores/v1/collections/{id}/productIds/delete`).
 *
 * @throws ValidationError when `_id` is empty or `productIds` is not a non-empty array.
 */
export const removeProductsFromCollection: Call<(_id: string, productIds: string[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/collections/{id}/productIds/delete', { name: 'RemoveProductsFromCollection', args: { _id: 'id', productIds: 'list' }, returns: false });

/**
 * Gets a collection by slug through the v1 reader (GET `/stores-reader/v1/collections/slug/{slug}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `slug` is empty.
 */
export const getCollectionBySlug: Call<(slug: string) => Promise<GetCollectionBySlugResponse>> =
  /* @__PURE__ */ productsReadService('GET /stores-reader/v1/collections/slug/{slug}', { name: 'GetCollectionBySlug', args: { slug: 'id' }, entity: 'collection' });
