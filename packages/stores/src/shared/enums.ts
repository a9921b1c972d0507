import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Sort orders of typed queries (products and collections).
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
