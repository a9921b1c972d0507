import { defineService } from '@sitekit/core-runtime';

/**
 * The recommendations service. No service prefix: `/v1/recommendations/...`, as the platform's SDK
 * sends it. No entity; core's transforms (recommendations carry no eCommerce addresses or images).
 * @internal
 */
export const recommendationsService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.recommendations.v1.RecommendationsService', pkg: '@wix/auto_sdk_ecom_recommendations',
});
