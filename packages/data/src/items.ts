/**
 * `@sitekit/data/items`: the `items` module alone.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { items } from '@sitekit/data/items';
 * const client = createClient({ modules: { items }, auth });
 * const { items: pages } = await client.items.query<Page>('Pages').eq('slug', 'about').find();
 * ```
 */
export * as items from './items/index';
