import type { Call } from '@sitekit/core';
import type { MediaAssignmentToChoice, MediaDataForWrite } from './types';
import { call } from './wire';

/**
 * Adds media to a product by media id or external URL, optionally for one choice
 * (POST `/stores/v1/products/{id}/media`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not a non-empty array.
 * @example
 * ```ts
 * await client.products.addProductMedia(id, [{ url: 'https://example.com/shirt.jpg' }, { mediaId: 'abc.jpg', choice: { option: 'Color', choice: 'Black' } }]);
 * ```
 */
export const addProductMedia: Call<(_id: string, media: MediaDataForWrite[]) => Promise<void>> =
  call('V POST /products/{id}/media AddProductMedia _id:s,media:a');

/**
 * Removes media from a product; an empty list removes all of it (POST `/stores/v1/products/{id}/media/delete`).
 *
 * @throws ValidationError when `_id` is empty or `mediaIds` is not an array.
 * @example
 * ```ts
 * await client.products.removeProductMedia(id, ['abc.jpg']);
 * ```
 */
export const removeProductMedia: Call<(_id: string, mediaIds: string[]) => Promise<void>> =
  call('V POST /products/{id}/media/delete RemoveProductMedia _id:s,mediaIds:A');

/**
 * Shows some of a product's media for given choices (PATCH `/stores/v1/products/{id}/choices/media`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not a non-empty array.
 * @example
 * ```ts
 * await client.products.addProductMediaToChoices(id, [{ option: 'Color', choice: 'Black', mediaIds: ['abc.jpg'] }]);
 * ```
 */
export const addProductMediaToChoices: Call<(_id: string, media: MediaAssignmentToChoice[]) => Promise<void>> =
  call('V PATCH /products/{id}/choices/media AddProductMediaToChoices _id:s,media:a');

/**
 * Removes media from choices; an empty list clears every choice (POST `/stores/v1/products/{id}/choices/media/delete`).
 *
 * @throws ValidationError when `_id` is empty or `media` is not an array.
 * @example
 * ```ts
 * await client.products.removeProductMediaFromChoices(id, [{ option: 'Color', choice: 'Black', mediaIds: ['abc.jpg'] }]);
 * ```
 */
export const removeProductMediaFromChoices: Call<(_id: string, media: MediaAssignmentToChoice[]) => Promise<void>> =
  call('V POST /products/{id}/choices/media/delete RemoveProductMediaFromChoices _id:s,media:A');
