import { defineCall, requireArray, requireObject, requireString, toWire, type Call } from '@sitekit/core';
import type { Collection, CreateCollectionResponse, GetCollectionBySlugResponse, UpdateCollection, UpdateCollectionResponse } from './types';
import { byId, out, read, write } from './wire';

const CREATE = write('POST', '/collections', 'CreateCollection');
const UPDATE = write('PATCH', '/collections/{collection.id}', 'UpdateCollection');
const BY_SLUG = read('GET', '/collections/slug/{slug}', 'GetCollectionBySlug');

/**
 * Creates a collection (POST `/stores/v1/collections`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `collection` is not an object.
 * @example
 * ```ts
 * const { collection } = await client.products.createCollection({ name: 'Summer' });
 * ```
 */
export const createCollection = defineCall((send) => async (collection: Collection): Promise<CreateCollectionResponse> => {
  requireObject(collection as unknown, 'collection');
  return out(await send(CREATE, { collection: toWire(collection) }));
});

/**
 * Updates a collection's name, slug, description or visibility (PATCH `/stores/v1/collections/{collection.id}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `_id` is empty or `collection` is not an object.
 * @example
 * ```ts
 * await client.products.updateCollection(id, { name: 'Summer sale' });
 * ```
 */
export const updateCollection = defineCall((send) => async (_id: string, collection: UpdateCollection): Promise<UpdateCollectionResponse> => {
  requireString(_id, '_id');
  requireObject(collection as unknown, 'collection');
  return out(await send(UPDATE, { collection: { ...toWire<object>(collection), id: _id } }));
});

/**
 * Deletes a collection (DELETE `/stores/v1/collections/{id}`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.deleteCollection(id);
 * ```
 */
export const deleteCollection: Call<(_id: string) => Promise<void>> = byId(write('DELETE', '/collections/{id}', 'DeleteCollection'));

/**
 * Adds products to a collection (POST `/stores/v1/collections/{id}/productIds`).
 *
 * @throws ValidationError when `_id` is empty or `productIds` is not a non-empty array.
 * @example
 * ```ts
 * await client.products.addProductsToCollection(collectionId, [productId]);
 * ```
 */
export const addProductsToCollection: Call<(_id: string, productIds: string[]) => Promise<void>> =
  byId(write('POST', '/collections/{id}/productIds', 'AddProductsToCollection'), 'productIds', requireArray);

/**
 * Removes products from a collection (POST `/stores/v1/collections/{id}/productIds/delete`).
 *
 * @throws ValidationError when `_id` is empty or `productIds` is not a non-empty array.
 * @example
 * ```ts
 * await client.products.removeProductsFromCollection(collectionId, [productId]);
 * ```
 */
export const removeProductsFromCollection: Call<(_id: string, productIds: string[]) => Promise<void>> =
  byId(write('POST', '/collections/{id}/productIds/delete', 'RemoveProductsFromCollection'), 'productIds', requireArray);

/**
 * Gets a collection by slug through the v1 reader (GET `/stores-reader/v1/collections/slug/{slug}`).
 *
 * @returns the full response `{ collection }`.
 * @throws ValidationError when `slug` is empty.
 * @example
 * ```ts
 * const { collection } = await client.products.getCollectionBySlug('all-products');
 * ```
 */
export const getCollectionBySlug = defineCall((send) => async (slug: string): Promise<GetCollectionBySlugResponse> => {
  requireString(slug, 'slug');
  return out(await send(BY_SLUG, { slug }));
});
