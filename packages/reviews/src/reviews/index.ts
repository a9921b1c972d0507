/**
 * The `reviews` module: product reviews, the merchant's replies and moderation.
 * @example
 * ```ts
 * import { reviews } from '@sitekit/reviews/reviews';
 * const client = createClient({ modules: { reviews }, auth });
 * const page = await client.reviews.queryReviews().eq('entityId', productId).limit(5).find();
 * ```
 */
export * from './reviews';
export * from './enums';
export type * from './types';
