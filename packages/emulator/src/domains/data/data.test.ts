import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, member, otherMember, visitorToken } from '../../../test/helpers';

const I = '/wix-data/v2/items';
const B = '/wix-data/v2/bulk/items';
const post = (emu: ReturnType<typeof commerceEmulator>, path: string, body: unknown, auth = API_KEY) => call(emu, 'POST', path, { auth, body });
const ISO = (d: string) => ({ $date: `${d}T00:00:00.000Z` });

describe('data items on the emulator', () => {
  it('serves the seeded CMS: the header menu includes its pages in order, capped by the include limit', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const res = await call(emu, 'GET', `${I}/query`, { auth: token, r: { dataCollectionId: 'Menus', query: { filter: { slug: { $eq: 'header' } } }, includeReferences: [{ field: 'pages', limit: 2 }] } });
    expect(res.status).toBe(200);
    const [menu] = res.json.dataItems;
    expect(menu).toMatchObject({ id: 'menu-header', dataCollectionId: 'Menus', data: { slug: 'header', _createdDate: { $date: expect.any(String) } } });
    expect(menu.data.pages.map((p: any) => p.slug)).toEqual(['about', 'shipping-returns']);
    const plain = await call(emu, 'GET', `${I}/query`, { auth: token, r: { dataCollectionId: 'Menus', query: {} } });
    expect(plain.json.dataItems[0].data.pages).toBeUndefined();
    const page = await call(emu, 'GET', `${I}/page-about?dataCollectionId=Pages&dataItemId=page-about`, { auth: token });
    expect(page.json.dataItem.data).toMatchObject({ slug: 'about', title: 'About us', seo: { title: expect.stringContaining('About') } });
    expect((await call(emu, 'GET', `${I}/nope?dataCollectionId=Pages`, { auth: token })).json.details.applicationError.code).toBe('WDE0073');
    expect((await call(emu, 'GET', `${I}/x?dataCollectionId=Nope`, { auth: token })).json.details.applicationError.code).toBe('WDE0025');
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await call(emu, 'POST', `${I}/query`, { auth: token, body: { dataCollectionId: name } });
      expect([res.status, res.json.details.applicationError.code]).toEqual([404, 'WDE0025']);
    }
  });

  it('permissions: visitors read but may not write admin or member-authored collections; members edit only their own items', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    const denied = await post(emu, I, { dataCollectionId: 'FAQ', dataItem: { data: { question: 'x' } } }, v);
    expect(denied.status).toBe(403);
    expect(denied.json.details.applicationError.code).toBe('WDE0027');
    expect((await post(emu, I, { dataCollectionId: 'GuestBook', dataItem: { data: { message: 'hi' } } }, v)).status).toBe(403);
    expect((await post(emu, I, { dataCollectionId: 'FAQ', dataItem: { data: { question: 'x' } } }, await member(emu))).status).toBe(403);
    const m = await member(emu);
    const mine = await post(emu, I, { dataCollectionId: 'GuestBook', dataItem: { data: { message: 'hi', likes: 0 } } }, m);
    expect(mine.status).toBe(200);
    expect(mine.json.dataItem.data._owner).toBeTypeOf('string');
    const id = mine.json.dataItem.id as string;
    const other = await otherMember(emu);
    expect((await post(emu, `${I}/update`, { dataCollectionId: 'GuestBook', dataItem: { id, data: { message: 'mine now' } } }, other)).status).toBe(403);
    expect((await post(emu, `${I}/update`, { dataCollectionId: 'GuestBook', dataItem: { id, data: { message: 'edited' } } }, m)).json.dataItem.data.message).toBe('edited');
    expect((await call(emu, 'POST', I, { body: { dataCollectionId: 'FAQ', dataItem: { data: {} } } })).status).toBe(401);
  });

  it('writes check declared field types; insert/update/save/remove/truncate, PUT and DELETE forms', async () => {
    const emu = commerceEmulator();
    const bad = await post(emu, I, { dataCollectionId: 'FAQ', dataItem: { data: { question: 'q', order: 'first' } } });
    expect(bad.status).toBe(400);
    expect(bad.json.details.validationError.fieldViolations[0].field).toBe('dataItem.data.order');
    const ins = await post(emu, I, { dataCollectionId: 'FAQ', dataItem: { id: 'f-new', data: { question: 'q', order: 9 } } });
    expect(ins.json.dataItem).toMatchObject({ id: 'f-new', data: { _id: 'f-new', question: 'q', order: 9 } });
    expect((await post(emu, I, { dataCollectionId: 'FAQ', dataItem: { id: 'f-new', data: {} } })).json.details.applicationError.code).toBe('WDE0074');
    const put = await call(emu, 'PUT', `${I}/f-new`, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItem: { id: 'f-new', data: { question: 'q2' } } } });
    expect(put.json.dataItem.data).toMatchObject({ question: 'q2', _createdDate: ins.json.dataItem.data._createdDate });
    expect(put.json.dataItem.data.order).toBeUndefined();
    const cond = await post(emu, `${I}/update`, { dataCollectionId: 'FAQ', dataItem: { id: 'f-new', data: {} }, condition: { filter: { question: { $eq: 'other' } } } });
    expect(cond.status).toBe(404);
    expect((await post(emu, `${I}/save`, { dataCollectionId: 'FAQ', dataItem: { id: 'f-new', data: { question: 'q3' } } })).json.action).toBe('UPDATED');
    expect((await post(emu, `${I}/save`, { dataCollectionId: 'FAQ', dataItem: { data: { question: 'q4' } } })).json.action).toBe('INSERTED');
    expect((await call(emu, 'DELETE', `${I}/f-new?dataCollectionId=FAQ`, { auth: API_KEY })).json.dataItem.data.question).toBe('q3');
    expect((await post(emu, `${I}/remove`, { dataCollectionId: 'FAQ', dataItemId: 'f-new' })).status).toBe(404);
    await post(emu, `${I}/truncate`, { dataCollectionId: 'FAQ' });
    expect((await post(emu, `${I}/count`, { dataCollectionId: 'FAQ' })).json.totalCount).toBe(0);
  });

  it('the filter language: $and $or $not (list), $date, $hasSome/$hasAll, $startsWith/$contains, $in, $exists; $regex refused', async () => {
    const emu = commerceEmulator();
    const m = await member(emu);
    const rows = [
      { message: 'Great shop', rating: 5, tags: ['fast', 'friendly'], visitedOn: ISO('2024-03-01') },
      { message: 'Good tees', rating: 4, tags: ['fast'], visitedOn: ISO('2024-05-01') },
      { message: 'slow delivery', rating: 2, tags: ['slow'], visitedOn: ISO('2024-07-01') },
      { message: 'no tags', rating: 3 },
    ];
    for (const data of rows) await post(emu, I, { dataCollectionId: 'GuestBook', dataItem: { data } }, m);
    const find = async (filter: unknown, sort: unknown = [{ fieldName: 'rating', order: 'DESC' }]) =>
      (await call(emu, 'GET', `${I}/query`, { auth: m, r: { dataCollectionId: 'GuestBook', query: { filter, sort } } })).json.dataItems.map((d: any) => d.data.rating);
    expect(await find({ $and: [{ rating: { $gte: 3 } }, { $not: [{ message: { $contains: 'TEES' } }] }] })).toEqual([5, 3]);
    expect(await find({ $or: [{ rating: 2 }, { message: { $startsWith: 'great' } }] })).toEqual([5, 2]);
    expect(await find({ visitedOn: { $gt: ISO('2024-04-01'), $lt: ISO('2024-12-31') } })).toEqual([4, 2]);
    expect(await find({ tags: { $hasSome: ['slow', 'friendly'] } })).toEqual([5, 2]);
    expect(await find({ tags: { $hasAll: ['fast', 'friendly'] } })).toEqual([5]);
    expect(await find({ rating: { $in: [2, 4] } }, [{ fieldName: 'message', order: 'ASC' }])).toEqual([4, 2]);
    expect(await find({ tags: { $exists: false } })).toEqual([3]);
    expect(await find({}, [{ fieldName: 'visitedOn', order: 'ASC' }])).toEqual([3, 5, 4, 2]);
    const regex = await call(emu, 'GET', `${I}/query`, { auth: m, r: { dataCollectionId: 'GuestBook', query: { filter: { message: { $regex: 'x' } } } } });
    expect(regex.status).toBe(400);
  });

  it('{ field: null } matches a field that is missing or null and { $ne: null } one with a value (what the SDKs send for isEmpty / isNotEmpty)', async () => {
    const emu = commerceEmulator();
    const m = await member(emu);
    for (const data of [{ message: 'tagged', rating: 5, tags: ['fast'] }, { message: 'null tags', rating: 4, tags: null }, { message: 'no tags', rating: 3 }, { message: 'empty tags', rating: 2, tags: [] }]) {
      await post(emu, I, { dataCollectionId: 'GuestBook', dataItem: { data } }, m);
    }
    const find = async (filter: unknown) =>
      (await call(emu, 'GET', `${I}/query`, { auth: m, r: { dataCollectionId: 'GuestBook', query: { filter, sort: [{ fieldName: 'rating', order: 'DESC' }] } } })).json.dataItems.map((d: any) => d.data.rating);
    expect(await find({ tags: null })).toEqual([4, 3]);
    expect(await find({ tags: { $eq: null } })).toEqual([4, 3]);
    expect(await find({ tags: { $ne: null } })).toEqual([5, 2]);
    expect(await find({ $and: [{ message: { $startsWith: 'no' } }, { tags: null }] })).toEqual([3]);
  });

  it('pages by offset (total) and by cursor; projects fields', async () => {
    const emu = commerceEmulator();
    const q = (query: unknown) => post(emu, `${I}/query`, { dataCollectionId: 'FAQ', query, returnTotalCount: true });
    const first = await q({ sort: [{ fieldName: 'order', order: 'ASC' }], paging: { limit: 4, offset: 0 }, fields: ['question'] });
    expect(first.json.pagingMetadata).toEqual({ count: 4, offset: 0, total: 6, tooManyToCount: false, hasNext: true });
    expect(Object.keys(first.json.dataItems[0].data).sort()).toEqual(['_id', 'question']);
    const last = await q({ sort: [{ fieldName: 'order', order: 'ASC' }], paging: { limit: 4, offset: 4 } });
    expect([last.json.dataItems.map((d: any) => d.data.order), last.json.pagingMetadata.hasNext]).toEqual([[5, 6], false]);
    const c1 = await q({ sort: [{ fieldName: 'order', order: 'DESC' }], cursorPaging: { limit: 4 } });
    expect(c1.json.pagingMetadata).toMatchObject({ count: 4, hasNext: true, cursors: { prev: null } });
    const c2 = await q({ sort: [{ fieldName: 'order', order: 'DESC' }], cursorPaging: { limit: 4, cursor: c1.json.pagingMetadata.cursors.next } });
    expect(c2.json.dataItems.map((d: any) => d.data.order)).toEqual([2, 1]);
    expect(c2.json.pagingMetadata.hasNext).toBe(false);
  });

  it('aggregates with grouping, operations, having and sort; distinct values; counts', async () => {
    const emu = commerceEmulator();
    const agg = await post(emu, `${I}/aggregate`, {
      dataCollectionId: 'FAQ', initialFilter: { order: { $lte: 5 } },
      aggregation: { groupingFields: ['topic'], operations: [{ resultFieldName: 'n', itemCount: {} }, { resultFieldName: 'orderSum', sum: { itemFieldName: 'order' } }, { resultFieldName: 'top', max: { itemFieldName: 'order' } }] },
      finalFilter: { n: { $gt: 1 } }, sort: [{ fieldName: 'orderSum', order: 'DESC' }],
    });
    expect(agg.json.results).toEqual([{ _id: { topic: 'returns' }, n: 2, orderSum: 7, top: 4 }, { _id: { topic: 'shipping' }, n: 2, orderSum: 3, top: 2 }]);
    const all = await post(emu, `${I}/aggregate`, { dataCollectionId: 'FAQ', aggregation: { groupingFields: [], operations: [{ resultFieldName: 'avg', average: { itemFieldName: 'order' } }] } });
    expect(all.json.results).toEqual([{ avg: 3.5 }]);
    const distinct = await post(emu, `${I}/query-distinct-values`, { dataCollectionId: 'FAQ', fieldName: 'topic', order: 'DESC' });
    expect(distinct.json.distinctValues).toEqual(['sizing', 'shipping', 'returns', 'care']);
    expect((await post(emu, `${I}/count`, { dataCollectionId: 'FAQ', filter: { topic: { $eq: 'shipping' } } })).json.totalCount).toBe(2);
  });

  it('bulk calls give one result per item and bulkActionMetadata: a bad item fails alone', async () => {
    const emu = commerceEmulator();
    const res = await post(emu, `${B}/insert`, { dataCollectionId: 'FAQ', dataItems: [{ data: { question: 'a', order: 10 } }, { id: 'faq-1', data: {} }, { data: { order: 'x' } }, { data: { question: 'b' } }] });
    expect(res.json.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 2, undetailedFailures: 0 });
    expect(res.json.results.map((r: any) => [r.action, r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([
      ['INSERT', true, undefined], ['INSERT', false, 'WDE0074'], ['INSERT', false, 'WDE0004'], ['INSERT', true, undefined],
    ]);
    const save = await post(emu, `${B}/save`, { dataCollectionId: 'FAQ', dataItems: [{ id: 'faq-1', data: { question: 'changed' } }, { data: { question: 'c' } }] });
    expect(save.json.results.map((r: any) => r.action)).toEqual(['UPDATE', 'INSERT']);
    const update = await post(emu, `${B}/update`, { dataCollectionId: 'FAQ', dataItems: [{ id: 'faq-2', data: { question: 'u' } }, { id: 'none', data: {} }] });
    expect(update.json.results.map((r: any) => r.itemMetadata.error?.code)).toEqual([undefined, 'WDE0073']);
    const remove = await post(emu, `${B}/remove`, { dataCollectionId: 'FAQ', dataItemIds: ['faq-3', 'none'] });
    expect(remove.json.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect((await post(emu, `${I}/count`, { dataCollectionId: 'FAQ' })).json.totalCount).toBe(6 + 2 + 1 - 1);
  });

  it('references: insert/remove/replace/is-referenced/query-referenced, kept consistent when an item is removed', async () => {
    const emu = commerceEmulator();
    const ref = (to: string) => ({ referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: to });
    expect((await post(emu, `${I}/insert-reference`, { dataCollectionId: 'Menus', dataItemReference: ref('page-care') })).json.dataItemReference).toEqual(ref('page-care'));
    expect((await post(emu, `${I}/insert-reference`, { dataCollectionId: 'Menus', dataItemReference: ref('nope') })).status).toBe(404);
    const referenced = async () => (await post(emu, `${I}/query-referenced`, { dataCollectionId: 'Menus', referringItemId: 'menu-footer', referringItemFieldName: 'pages', returnTotalCount: true })).json;
    expect((await referenced()).results.map((r: any) => r.dataItem.id)).toEqual(['page-about', 'page-shipping', 'page-privacy', 'page-terms', 'page-care']);
    await post(emu, `${I}/remove-reference`, { dataCollectionId: 'Menus', dataItemReference: ref('page-privacy') });
    expect((await post(emu, `${I}/is-referenced`, { dataCollectionId: 'Menus', ...ref('page-privacy') })).json.isReferenced).toBe(false);
    await post(emu, `${I}/remove`, { dataCollectionId: 'Pages', dataItemId: 'page-about' });
    expect((await referenced()).results.map((r: any) => r.dataItem.id)).toEqual(['page-shipping', 'page-terms', 'page-care']);
    await post(emu, `${I}/replace-references`, { dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'menu-footer', newReferencedItemIds: ['page-terms'] });
    const page = await post(emu, `${I}/query-referenced`, { dataCollectionId: 'Menus', referringItemId: 'menu-footer', referringItemFieldName: 'pages', paging: { limit: 1 }, returnTotalCount: true });
    expect(page.json).toMatchObject({ results: [{ dataItem: { id: 'page-terms' } }], pagingMetadata: { count: 1, total: 1 } });
    const bulk = await post(emu, `${B}/insert-references`, { dataCollectionId: 'Menus', dataItemReferences: [ref('page-care'), ref('gone')] });
    expect(bulk.json.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(bulk.json.results.map((r: any) => r.action)).toEqual(['INSERT', 'INSERT']);
    const removed = await post(emu, `${B}/remove-references`, { dataCollectionId: 'Menus', dataItemReferences: [ref('page-care')] });
    expect(removed.json.results.map((r: any) => r.action)).toEqual(['DELETE']);
    expect((await referenced()).results.map((r: any) => r.dataItem.id)).toEqual(['page-terms']);
  });

  it('patch applies field modifications; 100 concurrent increments end exact; a bulk insert racing a truncate leaves all or nothing', async () => {
    const emu = commerceEmulator();
    const m = await member(emu);
    const id = (await post(emu, I, { dataCollectionId: 'GuestBook', dataItem: { data: { message: 'hi', likes: 0, tags: ['a', 'b'] } } }, m)).json.dataItem.id;
    const patch = (mods: unknown[]) => post(emu, `${I}/patch`, { dataCollectionId: 'GuestBook', patch: { dataItemId: id, fieldModifications: mods } }, m);
    const res = await patch([
      { action: 'SET_FIELD', fieldPath: 'message', setFieldOptions: { value: 'hello' } }, { action: 'APPEND_TO_ARRAY', fieldPath: 'tags', appendToArrayOptions: { value: 'c' } },
      { action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', removeFromArrayOptions: { value: 'a' } }, { action: 'REMOVE_FIELD', fieldPath: 'rating' },
    ]);
    expect(res.json.dataItem.data).toMatchObject({ message: 'hello', tags: ['b', 'c'], likes: 0 });
    expect((await patch([{ action: 'INCREMENT_FIELD', fieldPath: 'message', incrementFieldOptions: { value: 1 } }])).status).toBe(400);
    await Promise.all(Array.from({ length: 100 }, () => patch([{ action: 'INCREMENT_FIELD', fieldPath: 'likes', incrementFieldOptions: { value: 1 } }])));
    expect((await call(emu, 'GET', `${I}/${id}?dataCollectionId=GuestBook`, { auth: m })).json.dataItem.data.likes).toBe(100);

    for (const field of ['constructor', 'toString', 'hasOwnProperty']) {
      const named = await patch([{ action: 'INCREMENT_FIELD', fieldPath: field, incrementFieldOptions: { value: 2 } }]);
      expect([field, named.status, named.json.dataItem?.data?.[field]]).toEqual([field, 200, 2]);
    }

    const items = Array.from({ length: 20 }, (_, i) => ({ data: { question: `q${i}` } }));
    const [inserted] = await Promise.all([post(emu, `${B}/insert`, { dataCollectionId: 'FAQ', dataItems: items }), post(emu, `${I}/truncate`, { dataCollectionId: 'FAQ' })]);
    expect(inserted.json.bulkActionMetadata.totalSuccesses).toBe(20);
    expect([0, 20]).toContain((await post(emu, `${I}/count`, { dataCollectionId: 'FAQ' })).json.totalCount);
  });
});
