import type { Call } from '@sitekit/core-runtime';
import type { MediaAssignmentToChoice, MediaDataForWrite } from './types';
import { productsWriteService } from './service';

/**
 * Adds media to a product by media id or external URL, optionally for one choice
 * (POST `/stores/v1/products/{id}/media`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not a non-empty array.
 */
export const addProductMedia: Call<(_id: string, media: MediaDataForWrite[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/media', { name: 'AddProductMedia', args: { _id: 'id', media: 'list' }, returns: false });

/**
 * Removes media from a product; an empty list removes all of it (POST `/stores/v1/products/{id}/media/delete`).
 *
 * @throws ValidationError when `_id` is empty or `mediaIds` is not an array.
 */
export const removeProductMedia: Call<(_id: string, mediaIds: string[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/media/delete', { name: 'RemoveProductMedia', args: { _id: 'id', mediaIds: 'array' }, returns: false });

/**
 * Shows some of a product's media for given choices (PATCH `/stores/v1/products/{id}/choices/media`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not a non-empty array.
 */
export const addProductMediaToChoices: Call<(_id: string, media: MediaAssignmentToChoice[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('PATCH /stores/v1/products/{id}/choices/media', { name: 'AddProductMediaToChoices', args: { _id: 'id', media: 'list' }, returns: false });

/**
 * Removes media from choices; an empty list clears every choice (POST `/stores/v1/products/{id}/choices/media/delete`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not an array.
 */
export const removeProductMediaFromChoices: Call<(_id: string, media: MediaAssignmentToChoice[]) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/choices/media/delete', { name: 'RemoveProductMediaFromChoices', args: { _id: 'id', media: 'array' }, returns: false });
