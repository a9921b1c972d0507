import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Recommendation algorithm type.
 * @example
 * ```ts
 * info.config?.algorithmType === recommendations.AlgorithmType.RELATED_ITEMS;
 * ```
 */
export const AlgorithmType = /* @__PURE__ */ enumOf('UNSPECIFIED RELATED_ITEMS GLOBAL');
export type AlgorithmType = EnumValue<typeof AlgorithmType>;
