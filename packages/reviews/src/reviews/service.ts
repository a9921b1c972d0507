import { defineService } from '@sitekit/core-runtime';
import { reviewsFromWire, reviewsToWire } from './wire';

// The service name of the platform SDK's published declarations (`@fqn`), for the legacy calls too.
const REVIEWS = { fqn: 'com.wixpress.critique.reviews.Reviews', entity: 'wix.reviews.v1.review', toWire: reviewsToWire, fromWire: reviewsFromWire };

/**
 * The reviews service, as the generated `@wix/auto_sdk_reviews_reviews` package names it.
 * @internal
 */
export const reviewsService = /* @__PURE__ */ defineService({ ...REVIEWS, pkg: '@wix/auto_sdk_reviews_reviews' });

/**
 * The same service for the two calls that only the older standalone `@wix/reviews_reviews` package shipped.
 * @internal
 */
export const legacyReviewsService = /* @__PURE__ */ defineService({ ...REVIEWS, pkg: '@wix/reviews_reviews' });
