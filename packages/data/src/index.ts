/**
 * `@sitekit/data`: data collection items, as the platform SDK's `@wix/data`.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { items } from '@sitekit/data';
 * const client = createClient({ modules: { items }, auth });
 * const { items: [menu] } = await client.items.query('Menus').include('pages').eq('slug', 'header').find();
 * ```
 */
export * as items from './items/index';
