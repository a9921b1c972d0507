import { describe, expectTypeOf, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { items } from '../items';

interface Page {
  slug: string;
  title: string;
  seo?: { title?: string };
}

const client = createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('typed collections', () => {
  it('query<Page> types the items and the field names the builder accepts', async () => {
    const q = client.items.query<Page>('Pages');
    const page = await q.eq('slug', 'about').ascending('title', '_createdDate').include('seo').find();
    expectTypeOf(page.items[0]!).toEqualTypeOf<Page & items.SystemFields>();
    expectTypeOf(page.items[0]!._id).toEqualTypeOf<string>();
    expectTypeOf(page.items[0]!.slug).toEqualTypeOf<string>();
    q.eq('seo.title', 'x');
    // @ts-expect-error: `nope` is not a field of Page
    q.eq('nope', 1);
    // @ts-expect-error: not a field either
    q.descending('titel');
    for await (const item of q) expectTypeOf(item).toEqualTypeOf<Page & items.SystemFields>();
  });

  it('untyped collections accept any field and return WixDataItem', async () => {
    const page = await client.items.query('Anything').eq('whatever', 1).find();
    expectTypeOf(page.items[0]!).toMatchTypeOf<items.WixDataItem>();
  });

  it('get, insert and patch carry the item type', async () => {
    expectTypeOf(await client.items.get<Page>('Pages', 'id')).toEqualTypeOf<(Page & items.SystemFields) | null>();
    expectTypeOf(await client.items.insert('Pages', { slug: 'a', title: 'A' } as Page)).toEqualTypeOf<Page & items.SystemFields>();
    client.items.patch<Page>('Pages', 'id').setField('title', 'x');
    // @ts-expect-error: not a field of Page
    client.items.patch<Page>('Pages', 'id').incrementField('likes', 1);
    expectTypeOf(await client.items.count('Pages')).toEqualTypeOf<number>();
    expectTypeOf(await client.items.bulkRemove('Pages', ['a'])).toEqualTypeOf<items.WixDataBulkResult>();
  });
});
