import type { Call } from '@sitekit/core';
import type { Collection, CreateCollectionResponse, GetCollectionBySlugResponse, UpdateCollection, UpdateCollectionResponse } from './types';
import { call } from './wire';

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
export const createCollection: Call<(collection: Collection) => Promise<CreateCollectionResponse>> =
  call('W POST /collections CreateCollection collection:o');

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
export const updateCollection: Call<(_id: string, collection: UpdateCollection) => Promise<UpdateCollectionResponse>> =
  call('W PATCH /collections/{collection.id} UpdateCollection _id:s,collection:o');

/**
 * Deletes a collection (DELETE `/stores/v1/collections/{id}`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.deleteCollection(id);
 * ```
 */
export const deleteCollection: Call<(_id: string) => Promise<void>> = call('V DELETE /collections/{id} DeleteCollection _id:s');

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
  call('V POST /collections/{id}/productIds AddProductsToCollection _id:s,productIds:a');

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
  call('V POST /collections/{id}/productIds/delete RemoveProductsFromCollection _id:s,productIds:a');

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
export const getCollectionBySlug: Call<(slug: string) => Promise<GetCollectionBySlugResponse>> =
  call('R GET /collections/slug/{slug} GetCollectionBySlug slug:s');
