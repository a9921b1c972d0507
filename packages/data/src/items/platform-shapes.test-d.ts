import { describe, expectTypeOf, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { items } from '../items';

interface Post {
  title: string;
  likes: number;
  tags: string[];
  author?: string;
}

const client = createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('the platform SDK\'s call shapes', () => {
  it('patch(collection, id, fieldModifications, options?) resolves to the item; the builder form stays a builder', async () => {
    const post = await client.items.patch<Post>('Posts', 'id', [{ action: 'INCREMENT_FIELD', fieldPath: 'likes', value: 1 }, { action: 'REMOVE_FIELD', fieldPath: 'author' }], { suppressHooks: true });
    expectTypeOf(post).toEqualTypeOf<Post & items.SystemFields>();
    expectTypeOf(client.items.patch<Post>('Posts', 'id').setField('title', 'x').run()).toEqualTypeOf<Promise<Post & items.SystemFields>>();
    // Without `T`, any field and a plain item, also where the result is typed by its context (`T` is never inferred).
    expectTypeOf(await client.items.patch('Posts', 'id', [{ action: 'SET_FIELD', fieldPath: 'any', value: 1 }])).toEqualTypeOf<items.WixDataItem & items.SystemFields>();
    const settled: Promise<unknown> = client.items.patch('Posts', 'id', [{ action: 'REMOVE_FIELD', fieldPath: 'any' }]);
    void settled;
    // @ts-expect-error: not a field of Post
    void client.items.patch<Post>('Posts', 'id', [{ action: 'SET_FIELD', fieldPath: 'nope', value: 1 }]);
    // @ts-expect-error: not an action
    void client.items.patch('Posts', 'id', [{ action: 'RENAME_FIELD', fieldPath: 'a', value: 1 }]);
    // @ts-expect-error: SET_FIELD carries a value
    void client.items.patch('Posts', 'id', [{ action: 'SET_FIELD', fieldPath: 'a' }]);
  });

  it('include takes fields one by one with an optional limit last, and (field, { limit })', () => {
    const q = client.items.query<Post>('Posts');
    q.include('author').include('author', 'tags').include('author', 'tags', 200).include('author', 5).include('author', { limit: 5 });
    // @ts-expect-error: not a field of Post
    q.include('nope');
    // @ts-expect-error: the limit goes last
    q.include(5, 'author');
  });

  it('ascending and descending take one array of fields too (queries and aggregations); count(name)', () => {
    client.items.query<Post>('Posts').ascending(['title', 'likes']).descending(['_createdDate']).ascending('title', 'likes');
    // @ts-expect-error: not a field of Post
    client.items.query<Post>('Posts').ascending(['titel']);
    client.items.aggregate<Post>('Posts').group('author').count('posts').descending(['posts']);
  });

  it('option shapes: includeReferences lists on reads, saveReferences on writes, condition on bulkRemove', () => {
    void client.items.get('Menus', 'id', { includeReferences: [{ field: 'pages', limit: 3 }], includeFieldGroups: ['seo'], suppressHooks: true, appOptions: {} });
    // @ts-expect-error: a read's includeReferences is a list of { field, limit? }
    void client.items.get('Menus', 'id', { includeReferences: true });
    void client.items.query('Menus', {}, { includeReferences: [{ field: 'pages' }], includeFieldGroups: ['seo'], suppressHooks: true, showDrafts: true, appOptions: {} });
    void client.items.query('Menus').find({ includeReferences: [{ field: 'pages' }], showDrafts: true });
    void client.items.insert('Menus', { pages: ['p1'] }, { saveReferences: true });
    void client.items.update('Menus', { _id: 'm', pages: ['p1'] }, { saveReferences: true, condition: {} });
    void client.items.bulkSave('Menus', [{ pages: ['p1'] }], { saveReferences: true });
    void client.items.bulkRemove('Menus', ['m'], { condition: { archived: { $eq: true } } });
  });

  it('options take an explicit undefined (type tests run with exactOptionalPropertyTypes)', () => {
    expectTypeOf(client.items.insert).toBeCallableWith('posts', { title: 'a' }, { suppressHooks: undefined, showDrafts: undefined });
  });
});
