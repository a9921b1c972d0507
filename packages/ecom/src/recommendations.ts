/**
 * `@sitekit/ecom/recommendations`: the `recommendations` module alone.
 * @example
 * ```ts
 * import { recommendations } from '@sitekit/ecom/recommendations';
 * const client = createClient({ modules: { recommendations }, auth });
 * const { recommendation } = await client.recommendations.getRecommendation(algorithms, { items });
 * ```
 */
export * as recommendations from './recommendations/index';
