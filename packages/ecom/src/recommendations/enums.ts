import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Recommendation algorithm type.
 */
export const AlgorithmType = /* @__PURE__ */ enumOf('UNSPECIFIED RELATED_ITEMS GLOBAL');
export type AlgorithmType = EnumValue<typeof AlgorithmType>;
