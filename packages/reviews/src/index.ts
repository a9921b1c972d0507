/**
 * `@sitekit/reviews`: product reviews (module `reviews`), also its own entry `@sitekit/reviews/reviews`.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { reviews } from '@sitekit/reviews';
 * const client = createClient({ modules: { reviews }, auth });
 * const review = await client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 5, body: 'Great' } });
 * ```
 */
export * as reviews from './reviews/index';
