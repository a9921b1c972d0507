/**
 * `@sitekit/reviews/reviews`: the `reviews` module alone.
 * @example
 * ```ts
 * import { reviews } from '@sitekit/reviews/reviews';
 * const client = createClient({ modules: { reviews }, auth });
 * const { count } = await client.reviews.countReviews({ filter: { entityId: productId } });
 * ```
 */
export * as reviews from './reviews/index';
