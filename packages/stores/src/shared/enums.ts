import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Sort orders of typed queries (products and collections).
 * @example
 * ```ts
 * await client.products.queryProducts({ sort: [{ fieldName: 'price', order: products.SortOrder.ASC }] });
 * await client.collections.queryCollections({ sort: [{ fieldName: 'name', order: collections.SortOrder.ASC }] });
 * ```
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
