/**
 * The `recommendations` module: recommended catalog items from the site's algorithms.
 * @example
 * ```ts
 * import { recommendations } from '@sitekit/ecom/recommendations';
 * const client = createClient({ modules: { recommendations }, auth });
 * const { availableAlgorithms } = await client.recommendations.listAvailableAlgorithms();
 * ```
 */
export * from './recommendations';
export * from './enums';
export type * from './types';
