import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, visitorToken } from '../../../test/helpers';

const I = '/wix-data/v2/items';
const B = '/wix-data/v2/bulk/items';
type Emu = ReturnType<typeof commerceEmulator>;
const post = (emu: Emu, path: string, body: unknown) => call(emu, 'POST', path, { auth: API_KEY, body });
const keys = (res: { json: any }) => Object.keys(res.json.dataItem.data).sort();
const slugs = (pages: any[]) => pages.map((p) => p.slug);

/** The ids a menu's `pages` multi-reference links to. */
const linked = async (emu: Emu, menuId: string) =>
  (await post(emu, `${I}/query-referenced`, { dataCollectionId: 'Menus', referringItemId: menuId, referringItemFieldName: 'pages' })).json.results.map((r: any) => r.dataItem.id);

describe('data items: get options, conditional bulk writes, saveReferences', () => {
  it('GET /items/{id} honours fields and includeReferences, as one .r= payload or as flat query parameters', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    const get = (query: string, r?: unknown) => call(emu, 'GET', `${I}/menu-header?dataCollectionId=Menus${query}`, { auth: v, r });

    const packed = await get('', { dataCollectionId: 'Menus', dataItemId: 'menu-header', fields: ['slug', 'pages'], includeReferences: [{ field: 'pages', limit: 2 }] });
    expect(packed.status).toBe(200);
    expect(keys(packed)).toEqual(['_id', 'pages', 'slug']);
    expect(slugs(packed.json.dataItem.data.pages)).toEqual(['about', 'shipping-returns']);

    expect(keys(await get('&dataItemId=menu-header&fields=slug&fields=title'))).toEqual(['_id', 'slug', 'title']);
    expect(keys(await get('&fields=title'))).toEqual(['_id', 'title']);
    const flat = await get('&includeReferences=pages');
    expect(flat.json.dataItem.data).toMatchObject({ _id: 'menu-header', slug: 'header', title: 'Main menu', _createdDate: { $date: expect.any(String) } });
    expect(slugs(flat.json.dataItem.data.pages)).toHaveLength(3);
    expect(slugs((await get('&includeReferences.field=pages&includeReferences.limit=1')).json.dataItem.data.pages)).toEqual(['about']);

    const plain = await get('');
    expect(plain.json.dataItem.data.pages).toBeUndefined();
    expect(plain.json.dataItem.data.title).toBe('Main menu');
    expect((await get('&includeReferences=title')).status).toBe(400);
    expect((await get('', { dataCollectionId: 'Menus', includeReferences: [{ field: 'pages', limit: 'many' }] })).status).toBe(400);
  });

  it('bulk update with condition.filter: a non-matching item fails alone (WDE0073) and is left as it was', async () => {
    const emu = commerceEmulator();
    const condition = { filter: { topic: { $eq: 'shipping' } } };
    const res = await post(emu, `${B}/update`, {
      dataCollectionId: 'FAQ', condition,
      dataItems: [{ id: 'faq-1', data: { question: 'new 1', topic: 'shipping' } }, { id: 'faq-3', data: { question: 'new 3' } }, { id: 'none', data: {} }],
    });
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: any) => [r.action, r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([
      ['UPDATE', true, undefined], ['UPDATE', false, 'WDE0073'], ['UPDATE', false, 'WDE0073'],
    ]);
    expect(res.json.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    const get = async (id: string) => (await call(emu, 'GET', `${I}/${id}?dataCollectionId=FAQ`, { auth: API_KEY })).json.dataItem.data;
    expect(await get('faq-1')).toMatchObject({ question: 'new 1', topic: 'shipping' });
    expect(await get('faq-3')).toMatchObject({ topic: 'returns', order: 3 });
    expect((await get('faq-3')).question).not.toBe('new 3');
  });

  it('bulk remove with condition.filter: a non-matching item fails alone (WDE0073) and stays', async () => {
    const emu = commerceEmulator();
    const res = await post(emu, `${B}/remove`, { dataCollectionId: 'FAQ', dataItemIds: ['faq-2', 'faq-4'], condition: { filter: { topic: 'shipping' } } });
    expect(res.json.results.map((r: any) => [r.action, r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([['DELETE', true, undefined], ['DELETE', false, 'WDE0073']]);
    expect(res.json.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    const ids = (await post(emu, `${I}/query`, { dataCollectionId: 'FAQ', query: {} })).json.dataItems.map((d: any) => d.id);
    expect(ids).not.toContain('faq-2');
    expect(ids).toContain('faq-4');
    expect((await post(emu, `${B}/remove`, { dataCollectionId: 'FAQ', dataItemIds: ['faq-4'] })).json.bulkActionMetadata.totalSuccesses).toBe(1);
  });

  it('single writes: multi-reference values become references only with saveReferences: true', async () => {
    const emu = commerceEmulator();
    const ins = await post(emu, I, { dataCollectionId: 'Menus', dataItem: { id: 'm-plain', data: { slug: 'plain', pages: ['page-about'] } } });
    expect(ins.status).toBe(200);
    expect(ins.json.dataItem.data.pages).toBeUndefined();
    expect(await linked(emu, 'm-plain')).toEqual([]);
    await post(emu, I, { dataCollectionId: 'Menus', dataItem: { id: 'm-saved', data: { slug: 'saved', pages: ['page-about', { _id: 'page-care' }] } }, saveReferences: true });
    expect(await linked(emu, 'm-saved')).toEqual(['page-about', 'page-care']);

    const header = ['page-about', 'page-shipping', 'page-care'];
    await post(emu, `${I}/update`, { dataCollectionId: 'Menus', dataItem: { id: 'menu-header', data: { slug: 'header', pages: ['page-terms'] } } });
    expect(await linked(emu, 'menu-header')).toEqual(header);
    await post(emu, `${I}/save`, { dataCollectionId: 'Menus', dataItem: { id: 'menu-header', data: { slug: 'header', pages: [] } }, saveReferences: false });
    expect(await linked(emu, 'menu-header')).toEqual(header);
    await post(emu, `${I}/update`, { dataCollectionId: 'Menus', dataItem: { id: 'menu-header', data: { slug: 'header' } }, saveReferences: true });
    expect(await linked(emu, 'menu-header')).toEqual(header);
    await post(emu, `${I}/save`, { dataCollectionId: 'Menus', dataItem: { id: 'menu-header', data: { slug: 'header', pages: ['page-terms'] } }, saveReferences: true });
    expect(await linked(emu, 'menu-header')).toEqual(['page-terms']);
  });

  it('bulk writes: multi-reference values become references only with saveReferences: true', async () => {
    const emu = commerceEmulator();
    const footer = ['page-about', 'page-shipping', 'page-privacy', 'page-terms'];
    await post(emu, `${B}/insert`, { dataCollectionId: 'Menus', dataItems: [{ id: 'm1', data: { pages: ['page-about'] } }] });
    await post(emu, `${B}/update`, { dataCollectionId: 'Menus', dataItems: [{ id: 'menu-footer', data: { slug: 'footer', pages: ['page-care'] } }] });
    await post(emu, `${B}/save`, { dataCollectionId: 'Menus', dataItems: [{ id: 'menu-header', data: { slug: 'header', pages: [] } }] });
    expect([await linked(emu, 'm1'), await linked(emu, 'menu-footer'), (await linked(emu, 'menu-header')).length]).toEqual([[], footer, 3]);

    await post(emu, `${B}/insert`, { dataCollectionId: 'Menus', dataItems: [{ id: 'm2', data: { pages: ['page-about'] } }], saveReferences: true });
    await post(emu, `${B}/update`, { dataCollectionId: 'Menus', dataItems: [{ id: 'menu-footer', data: { slug: 'footer', pages: ['page-care'] } }], saveReferences: true });
    await post(emu, `${B}/save`, { dataCollectionId: 'Menus', dataItems: [{ id: 'menu-header', data: { slug: 'header', pages: [] } }], saveReferences: true });
    expect([await linked(emu, 'm2'), await linked(emu, 'menu-footer'), await linked(emu, 'menu-header')]).toEqual([['page-about'], ['page-care'], []]);
  });
});
