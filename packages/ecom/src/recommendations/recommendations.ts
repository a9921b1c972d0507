import { defineCall, fromWire, optionalObject, requireArray, toWire } from '@sitekit/core';
import { endpoints } from '../shared/wire';
import type { Algorithm, GetRecommendationOptions, GetRecommendationResponse, ListAvailableAlgorithmsResponse } from './types';

// No service prefix: `/v1/recommendations/...`, as the platform's SDK sends it.
const ep = endpoints('com.wix.ecom.recommendations.v1.RecommendationsService.', undefined, 'ecom_recommendations');

const LIST = ep('GET', '/v1/recommendations/algorithms', 'ListAvailableAlgorithms');
/**
 * The recommendation algorithms the site's apps offer; returns `{ availableAlgorithms }`.
 *
 * @example
 * ```ts
 * const { availableAlgorithms } = await client.recommendations.listAvailableAlgorithms();
 * ```
 */
export const listAvailableAlgorithms = defineCall((send) => async (): Promise<ListAvailableAlgorithmsResponse> =>
  fromWire(await send(LIST)));

const GET = ep('POST', '/v1/recommendations/get', 'GetRecommendation');
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
export const getRecommendation = defineCall((send) =>
  async (algorithms: Algorithm[], options?: GetRecommendationOptions): Promise<GetRecommendationResponse> => {
    optionalObject(options, 'options');
    requireArray(algorithms, 'algorithms');
    return fromWire(await send(GET, toWire({ algorithms, ...options })));
  });
