import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApplicationError, isNotFound } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { BASE, bi, client, decodeR, expectRequest } from '../../test/helpers';

const wire = wireServer();
const ISO = '2026-03-01T10:00:00.000Z';
const stored = { _id: 'p1', slug: 'about', title: 'About', _createdDate: { $date: ISO }, meta: { publishedAt: { $date: ISO } } };
const decoded = { _id: 'p1', slug: 'about', title: 'About', _createdDate: new Date(ISO), meta: { publishedAt: new Date(ISO) } };
const reply = { dataItem: { id: 'p1', dataCollectionId: 'Pages', data: stored } };

describe('items: current single-item calls (wire)', () => {
  it('insert POSTs /items with the item as data (Dates as $date) and returns dataItem.data decoded', async () => {
    wire.reply(reply);
    const item = { slug: 'about', title: 'About', meta: { publishedAt: new Date(ISO) } };
    const res = await client().insert('Pages', item, { suppressHooks: true, showDrafts: true, includeReferences: false });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items`, 'InsertDataItem', {
      dataCollectionId: 'Pages',
      dataItem: { data: { slug: 'about', title: 'About', meta: { publishedAt: { $date: ISO } } } },
      suppressHooks: true, publishPluginOptions: { includeDraftItems: true }, includeReferencedItems: false,
    });
    expect(res).toEqual(decoded);
    expect(item.meta.publishedAt).toBeInstanceOf(Date);
  });

  it('an item field named __proto__ stays a field of the item, both ways, never its prototype', async () => {
    const hostile = '{"dataItem":{"id":"p1","dataCollectionId":"Pages","data":{"_id":"p1","__proto__":{"isAdmin":true}}}}';
    wire.reply(new Response(hostile, { headers: { 'content-type': 'application/json' } }));
    const item = await client().get('Pages', 'p1');
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect((item as any).isAdmin).toBeUndefined();
    expect(Object.keys(item!)).toEqual(['_id', '__proto__']);

    wire.reply(reply);
    await client().save('Pages', item!);
    expect(wire.requests[1]!.body).toBe('{"dataCollectionId":"Pages","dataItem":{"id":"p1","data":{"_id":"p1","__proto__":{"isAdmin":true}}}}');
  });

  it('update POSTs /items/update with id and condition.filter; save POSTs /items/save', async () => {
    wire.reply(reply);
    const res = await client().update('Pages', { _id: 'p1', title: 'About' }, { condition: { title: { $eq: 'Old' } } });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/update`, 'UpdateDataItem', {
      dataCollectionId: 'Pages', dataItem: { id: 'p1', data: { _id: 'p1', title: 'About' } }, condition: { filter: { title: { $eq: 'Old' } } },
    });
    expect(res).toEqual(decoded);
    await client().save('Pages', { _id: 'p1', title: 'About' });
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/save`, 'SaveDataItem', {
      dataCollectionId: 'Pages', dataItem: { id: 'p1', data: { _id: 'p1', title: 'About' } },
    });
  });

  it('get GETs /items/{id} with the ids and read options in the query; null on WDE0073', async () => {
    wire.reply(reply);
    const res = await client().get('Pages', 'p 1', { consistentRead: true, language: 'en', fields: ['title', 'slug'] });
    expectRequest(wire.requests[0], 'GET', `${BASE}/items/p%201?dataCollectionId=Pages&dataItemId=p+1&consistentRead=true&language=en&fields=title&fields=slug`, 'GetDataItem');
    expect(res).toEqual(decoded);
    wire.reply(HttpResponse.json({ message: 'not found', details: { applicationError: { code: 'WDE0073', description: 'Item not found' } } }, { status: 404 }));
    expect(await client().get('Pages', 'nope')).toBeNull();
  });

  it('get with includeReferences ({ field, limit? } list, its own name) sends the whole query as one .r= parameter', async () => {
    wire.reply(reply);
    const options = { includeReferences: [{ field: 'pages', limit: 3 }, { field: 'owner' }], includeFieldGroups: ['seo'], showDrafts: true, fields: ['title'] };
    expect(await client().get('Menus', 'm1', options)).toEqual(decoded);
    const [req] = wire.requests;
    expect([req!.method, `${req!.url.origin}${req!.url.pathname}`, [...req!.url.searchParams.keys()]]).toEqual(['GET', `${BASE}/items/m1`, ['.r']]);
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi('GetDataItem'));
    expect(decodeR(req!.url)).toEqual({
      dataCollectionId: 'Menus', dataItemId: 'm1', fields: ['title'], includeFieldGroups: ['seo'],
      publishPluginOptions: { includeDraftItems: true }, includeReferences: [{ field: 'pages', limit: 3 }, { field: 'owner' }],
    });
  });

  it('saveReferences goes as given on insert, update and save', async () => {
    wire.reply(reply);
    await client().insert('Menus', { title: 'x', pages: ['p1'] }, { saveReferences: true });
    await client().update('Menus', { _id: 'm1', pages: ['p2'] }, { saveReferences: true, condition: { title: { $eq: 'x' } } });
    await client().save('Menus', { _id: 'm1' }, { saveReferences: false });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items`, 'InsertDataItem', { dataCollectionId: 'Menus', dataItem: { data: { title: 'x', pages: ['p1'] } }, saveReferences: true });
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/update`, 'UpdateDataItem', {
      dataCollectionId: 'Menus', dataItem: { id: 'm1', data: { _id: 'm1', pages: ['p2'] } }, saveReferences: true, condition: { filter: { title: { $eq: 'x' } } },
    });
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/save`, 'SaveDataItem', { dataCollectionId: 'Menus', dataItem: { id: 'm1', data: { _id: 'm1' } }, saveReferences: false });
  });

  it('a missing collection is WDE0025: an application error that answers isNotFound', async () => {
    wire.reply(HttpResponse.json({ message: 'x', details: { applicationError: { code: 'WDE0025', description: 'Collection Nope not found' } } }, { status: 404 }));
    const error = await client().get('Nope', 'a').catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('WDE0025');
    expect(isNotFound(error)).toBe(true);
  });

  it('remove POSTs /items/remove and returns the removed item, null on WDE0073; truncate POSTs /items/truncate', async () => {
    wire.reply(reply);
    expect(await client().remove('Pages', 'p1', { suppressHooks: true })).toEqual(decoded);
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/remove`, 'RemoveDataItem', { dataCollectionId: 'Pages', dataItemId: 'p1', suppressHooks: true });
    wire.reply(HttpResponse.json({ details: { applicationError: { code: 'WDE0073', description: 'gone' } } }, { status: 404 }));
    expect(await client().remove('Pages', 'p1')).toBeNull();
    wire.reply({});
    expect(await client().truncate('Pages')).toBeUndefined();
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/truncate`, 'TruncateDataItems', { dataCollectionId: 'Pages' });
  });

  it('an empty 200 for a write is MALFORMED_RESPONSE, not an empty item', async () => {
    wire.reply({});
    await expect(client().insert('Pages', { title: 'x' })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });
});
