import { defineService, type Call } from '@sitekit/core';
import type { Algorithm, GetRecommendationOptions, GetRecommendationResponse, ListAvailableAlgorithmsResponse } from './types';

// No service prefix: `/v1/recommendations/...`, as the platform's SDK sends it. No entity; core's
// transforms (recommendations carry no eCommerce addresses or images).
const recommendations = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.recommendations.v1.RecommendationsService', pkg: '@wix/auto_sdk_ecom_recommendations',
});

/**
 * The recommendation algorithms the site's apps offer; returns `{ availableAlgorithms }`.
 *
 * @example
 * ```ts
 * const { availableAlgorithms } = await client.recommendations.listAvailableAlgorithms();
 * ```
 */
export const listAvailableAlgorithms: Call<() => Promise<ListAvailableAlgorithmsResponse>> =
  /* @__PURE__ */ recommendations('GET /v1/recommendations/algorithms', { name: 'ListAvailableAlgorithms' });

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
  /* @__PURE__ */ recommendations('POST /v1/recommendations/get', { name: 'GetRecommendation', args: { algorithms: 'list', options: 'options' } });
