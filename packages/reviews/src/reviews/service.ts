import { defineService } from '@sitekit/core-runtime';
import { reviewsFromWire, reviewsToWire } from './wire';

/**
 * The reviews service, as the generated `@wix/auto_sdk_reviews_reviews` package names it. The two calls that only
 * the older standalone package shipped name that package instead (`pkg: LEGACY_REVIEWS_PACKAGE`).
 * @internal
 */
// The service name of the platform SDK's published declarations (`@fqn`).
export const reviewsService = /* @__PURE__ */ defineService({
  fqn: 'com.wixpress.critique.reviews.Reviews', entity: 'wix.reviews.v1.review', pkg: '@wix/auto_sdk_reviews_reviews',
  toWire: reviewsToWire, fromWire: reviewsFromWire,
});

/**
 * The older standalone package, named by the calls only it shipped (`createReviewAndContact`, `updateReviewContent`).
 * @internal
 */
export const LEGACY_REVIEWS_PACKAGE = '@wix/reviews_reviews';
