import type { Call } from '@sitekit/core-runtime';
import { recommendationsService } from './service';
import type { Algorithm, GetRecommendationOptions, GetRecommendationResponse, ListAvailableAlgorithmsResponse } from './types';

/**
 * The recommendation algorithms the site's apps offer; returns `{ availableAlgorithms }`.
 */
export const listAvailableAlgorithms: Call<() => Promise<ListAvailableAlgorithmsResponse>> =
  /* @__PURE__ */ recommendationsService('GET /v1/recommendations/algorithms', { name: 'ListAvailableAlgorithms' });

/**
 * Recommended items from the first algorithm that returns enough of them; returns `{ recommendation }`.
 * Each algorithm's `_id` goes out as `id`.
 *
 * @example
 * ```ts
 * const { recommendation } = await client.recommendations.getRecommendation(
 *   [{ _id: RELATED_ITEMS_ALGORITHM_ID, appId: STORES_APP_ID }],
 *   { items: [{ appId: STORES_APP_ID, catalogItemId: productId }], minimumRecommendedItems: 3 },
 * );
 * ```
 * @throws {ValidationError} before any request when `algorithms` is missing or empty.
 */
export const getRecommendation: Call<(algorithms: Algorithm[], options?: GetRecommendationOptions) => Promise<GetRecommendationResponse>> =
  /* @__PURE__ */ recommendationsService('POST /v1/recommendations/get', { name: 'GetRecommendation', args: { algorithms: 'list', options: 'options' } });
