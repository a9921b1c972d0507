import { describe, expect, it } from 'vitest';
import { defaultSeed } from '../../seed';
import { cmsSeed } from '../../seed/cms';
import { API_KEY, call, commerceEmulator, member, visitorToken } from '../../../test/helpers';

const I = '/wix-data/v2/items';
type Emu = ReturnType<typeof commerceEmulator>;
const post = (emu: Emu, path: string, body: unknown, auth = API_KEY) => call(emu, 'POST', path, { auth, body });
const violation = (res: { status: number; json: any }) => [res.status, res.json.details?.validationError?.fieldViolations?.[0]?.field];
const appCode = (res: { status: number; json: any }) => [res.status, res.json.details?.applicationError?.code];

/** The CMS seed plus `Notes` (members read them) and `Boards`, whose `notes` reference them (one link dangling). */
const withPrivateNotes = () => commerceEmulator({
  seed: {
    ...defaultSeed,
    data: {
      collections: [
        ...cmsSeed.data.collections,
        { id: 'Notes', permissions: { read: 'MEMBER', write: 'ADMIN' }, fields: [{ key: 'text', type: 'text' }], items: [{ _id: 'n1', text: 'members only' }] },
        {
          id: 'Boards', permissions: { read: 'ANYONE', write: 'ADMIN' }, fields: [{ key: 'notes', type: 'multi-reference', referencedCollectionId: 'Notes' }],
          items: [{ _id: 'b1' }], references: [{ field: 'notes', from: 'b1', to: ['n1', 'gone'] }],
        },
      ],
    },
  },
});

describe('data items search on the emulator', () => {
  const search = (emu: Emu, body: Record<string, unknown>, auth?: string) => post(emu, `${I}/search`, { dataCollectionId: 'FAQ', ...body }, auth);
  const ids = (res: { json: any }) => res.json.dataItems.map((d: any) => d.id);

  it('matches terms in text fields: OR (default) ranks items with more terms first, AND needs every term, fuzzy forgives a typo', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    expect(ids(await search(emu, { search: { search: { expression: 'refund' } } }, v))).toEqual(['faq-4']);
    expect(ids(await search(emu, { search: { search: { expression: 'Return REFUND' } } }, v))).toEqual(['faq-4', 'faq-3']);
    expect(ids(await search(emu, { search: { search: { expression: 'return refund', mode: 'AND' } } }, v))).toEqual(['faq-4']);
    expect(ids(await search(emu, { search: { search: { expression: 'shiping' } } }, v))).toEqual([]);
    expect(ids(await search(emu, { search: { search: { expression: 'shiping', fuzzy: true } } }, v))).toEqual(['faq-1', 'faq-2']);
  });

  it('filters, sorts, pages (100 by default, with the total), projects fields and includes references', async () => {
    const emu = commerceEmulator();
    const filtered = await search(emu, { search: { search: { expression: 'shipping' }, filter: { order: { $gt: 1 } } } });
    expect(ids(filtered)).toEqual(['faq-2']);
    const sorted = await search(emu, { search: { search: { expression: 'return refund' }, sort: [{ fieldName: 'order', order: 'ASC' }] } });
    expect(ids(sorted)).toEqual(['faq-3', 'faq-4']);
    const all = await search(emu, { search: {} });
    expect([all.json.dataItems.length, all.json.pagingMetadata]).toEqual([6, { count: 6, offset: 0, total: 6, tooManyToCount: false, hasNext: false }]);
    const paged = await search(emu, { search: { paging: { limit: 2, offset: 2 }, fields: ['question'] } });
    expect([ids(paged), paged.json.pagingMetadata.total]).toEqual([['faq-3', 'faq-4'], 6]);
    expect(Object.keys(paged.json.dataItems[0].data).sort()).toEqual(['_id', 'question']);
    const menus = await post(emu, `${I}/search`, { dataCollectionId: 'Menus', search: { search: { expression: 'footer' } }, includeReferences: [{ field: 'pages', limit: 2 }] });
    // our `footer` menu and the templates' `next-js-frontend-footer-menu`
    expect(menus.json.dataItems.map((d: any) => d.data.pages.map((p: any) => p.slug))).toEqual([['about', 'shipping-returns'], ['about', 'shipping-returns']]);
  });

  it('refuses a bad mode, a long expression, both pagings; answers WDE0025 and WDE0027 as queries do', async () => {
    const emu = withPrivateNotes();
    expect(violation(await search(emu, { search: { search: { expression: 'x', mode: 'XOR' } } }))).toEqual([400, 'search.search.mode']);
    expect(violation(await search(emu, { search: { search: { expression: 'x'.repeat(101) } } }))).toEqual([400, 'search.search.expression']);
    expect(violation(await search(emu, { search: { paging: { limit: 1 }, cursorPaging: { limit: 1 } } }))).toEqual([400, 'search.paging']);
    expect(appCode(await post(emu, `${I}/search`, { dataCollectionId: 'Nope', search: {} }))).toEqual([404, 'WDE0025']);
    expect(appCode(await post(emu, `${I}/search`, { dataCollectionId: 'Notes', search: {} }, await visitorToken(emu)))).toEqual([403, 'WDE0027']);
    expect(ids(await post(emu, `${I}/search`, { dataCollectionId: 'Notes', search: { search: { expression: 'members' } } }, await member(emu)))).toEqual(['n1']);
  });
});

describe('data items aggregation pipeline on the emulator', () => {
  const run = (emu: Emu, stages: unknown[], extra: Record<string, unknown> = {}, collection = 'FAQ') =>
    post(emu, `${I}/aggregate-pipeline`, { dataCollectionId: collection, pipeline: { stages, ...extra } });
  const field = (fieldPath: string) => ({ fieldPath });

  it('filter, group with every accumulator, sort by a group key', async () => {
    const emu = commerceEmulator();
    const acc = (kind: string, name: string, expression: unknown = field('order')) => ({ resultFieldName: name, [kind]: { expression } });
    const res = await run(emu, [
      { filter: { order: { $lte: 5 } } },
      { group: { groupIds: [{ key: 'topic', expression: field('topic') }], accumulators: [
        acc('sum', 'n', { numeric: 1 }), acc('sum', 'total'), acc('avg', 'avg'), acc('min', 'min'), acc('max', 'max'),
        acc('first', 'first', field('question')), acc('last', 'last'), acc('push', 'orders'),
      ] } },
      { sort: { values: [{ fieldName: 'n', order: 'DESC' }, { fieldName: '_id.topic', order: 'ASC' }] } },
    ], { paging: { limit: 2 } });
    expect(res.json.results).toEqual([
      { _id: { topic: 'returns' }, n: 2, total: 7, avg: 3.5, min: 3, max: 4, first: 'Can I return an item?', last: 4, orders: [3, 4] },
      { _id: { topic: 'shipping' }, n: 2, total: 3, avg: 1.5, min: 1, max: 2, first: 'How long does shipping take?', last: 2, orders: [1, 2] },
    ]);
    expect(res.json.pagingMetadata).toEqual({ count: 2, offset: 0, total: 3, tooManyToCount: false, hasNext: true });
    const one = await run(emu, [{ group: { accumulators: [acc('sum', 'all')] } }]);
    expect(one.json.results).toEqual([{ all: 21 }]);
  });

  it('projection: include, exclude, reshape with expressions, nested; objectToArray, unwindArray, skip, limit', async () => {
    const emu = commerceEmulator();
    const reshape = (resultFieldName: string, expression: unknown) => ({ reshape: { resultFieldName, expression } });
    const n = (numeric: number) => ({ numeric });
    const res = await run(emu, [
      { sort: { values: [{ fieldName: 'order', order: 'ASC' }] } }, { skip: 1 }, { limit: 2 },
      { projection: { fields: [
        { include: { fieldName: 'topic' } },
        reshape('label', { concat: { expressions: [{ toUpper: { expression: field('topic') } }, { text: ': ' }, { substring: { expression: field('question'), startExpression: n(0), lengthExpression: n(6) } }] } }),
        reshape('math', { add: { expressions: [{ multiply: { expressions: [field('order'), n(10)] } }, { subtract: { firstExpression: n(1), secondExpression: n(3) } }] } }),
        reshape('ratio', { divide: { firstExpression: field('order'), secondExpression: n(4) } }),
        reshape('rest', { mod: { firstExpression: field('order'), secondExpression: n(2) } }),
        reshape('rounded', { ceil: { expression: { divide: { firstExpression: field('order'), secondExpression: n(4) } } } }),
        reshape('down', { floor: { expression: { abs: { expression: n(-2.5) } } } }),
        reshape('len', { length: { expression: { toLower: { expression: field('topic') } } } }),
        reshape('text', { stringify: { expression: field('_createdDate') } }),
        reshape('mixed', { add: { expressions: [field('topic'), n(1)] } }),
        { projectNested: { resultFieldName: 'nested', fields: [reshape('o', field('order'))] } },
      ] } },
    ]);
    expect(res.json.results).toEqual([
      { _id: 'faq-2', topic: 'shipping', label: 'SHIPPING: Do you', math: 18, ratio: 0.5, rest: 0, rounded: 1, down: 2, len: 8, text: '2024-01-10T09:00:00.000Z', mixed: null, nested: { o: 2 } },
      { _id: 'faq-3', topic: 'returns', label: 'RETURNS: Can I ', math: 28, ratio: 0.75, rest: 1, rounded: 1, down: 2, len: 7, text: '2024-01-10T09:00:00.000Z', mixed: null, nested: { o: 3 } },
    ]);
    const pairs = await run(emu, [
      { filter: { slug: 'about' } }, { objectToArray: { objectFieldName: 'seo', destinationFieldName: 'pairs' } },
      { unwindArray: { arrayFieldName: 'pairs' } }, { projection: { fields: [{ include: { fieldName: 'pairs.k' } }] } },
    ], {}, 'Pages');
    expect(pairs.json.results).toEqual([{ _id: 'page-about', pairs: { k: 'title' } }, { _id: 'page-about', pairs: { k: 'description' } }]);
    const excluded = await run(emu, [{ limit: 1 }, { projection: { fields: [{ exclude: { fieldName: 'answer' } }, { exclude: { fieldName: '_createdDate' } }, { exclude: { fieldName: '_updatedDate' } }] } }]);
    expect(excluded.json.results).toEqual([{ _id: 'faq-1', topic: 'shipping', question: 'How long does shipping take?', order: 1 }]);
  });

  it('checks every stage and expression before running: one kind per stage, known expressions, counts; division by zero; permissions', async () => {
    const emu = withPrivateNotes();
    expect(violation(await run(emu, [{ limit: 1 }, { skip: 1, limit: 1 }]))).toEqual([400, 'pipeline.stages[1]']);
    expect(violation(await run(emu, [{ merge: {} }]))).toEqual([400, 'pipeline.stages[0].merge']);
    expect(violation(await run(emu, [{ limit: -1 }]))).toEqual([400, 'pipeline.stages[0].limit']);
    const badExpr = await run(emu, [{ group: { groupIds: [{ key: 'k', expression: { regex: 'x' } }] } }]);
    expect(violation(badExpr)).toEqual([400, 'pipeline.stages[0].group.groupIds[0].expression.regex']);
    const emptyList = await run(emu, [{ projection: { fields: [{ reshape: { resultFieldName: 'x', expression: { add: { expressions: [] } } } }] } }]);
    expect(violation(emptyList)).toEqual([400, 'pipeline.stages[0].projection.fields[0].reshape.expression.add.expressions']);
    const byZero = await run(emu, [{ projection: { fields: [{ reshape: { resultFieldName: 'x', expression: { divide: { firstExpression: { numeric: 1 }, secondExpression: { numeric: 0 } } } } }] } }]);
    expect(violation(byZero)).toEqual([400, 'pipeline.stages[0].projection.fields[0].reshape.expression.divide.secondExpression']);
    expect(violation(await run(emu, Array.from({ length: 101 }, () => ({ limit: 1 }))))).toEqual([400, 'pipeline.stages']);
    const visitorRun = await post(emu, `${I}/aggregate-pipeline`, { dataCollectionId: 'Notes', pipeline: { stages: [] } }, await visitorToken(emu));
    expect(appCode(visitorRun)).toEqual([403, 'WDE0027']);
  });
});

describe('query-referenced with several referring items', () => {
  it('names each result\'s referring item, pages across them, refuses an empty list', async () => {
    const emu = commerceEmulator();
    const q = (body: Record<string, unknown>) => post(emu, `${I}/query-referenced`, { dataCollectionId: 'Menus', referringItemFieldName: 'pages', ...body });
    const res = await q({ referringItemIds: ['menu-header', 'menu-footer'], paging: { limit: 4 }, returnTotalCount: true });
    expect(res.json.results.map((r: any) => [r.referringItemId, r.dataItem.id])).toEqual([
      ['menu-header', 'page-about'], ['menu-header', 'page-shipping'], ['menu-header', 'page-care'], ['menu-footer', 'page-about'],
    ]);
    expect(res.json.pagingMetadata).toMatchObject({ count: 4, total: 7 });
    expect(violation(await q({ referringItemIds: [] }))).toEqual([400, 'referringItemIds']);
  });

  it('a referenced item the caller may not read is unresolved and unauthorized; a missing one is unresolved', async () => {
    const emu = withPrivateNotes();
    const q = async (auth: string) => (await post(emu, `${I}/query-referenced`, { dataCollectionId: 'Boards', referringItemIds: ['b1'], referringItemFieldName: 'notes' }, auth)).json.results;
    const unresolved = (id: string, unauthorized: boolean) => ({ unresolvedReference: { referringItemId: 'b1', referringItemFieldName: 'notes', referencedItemId: id, unauthorized } });
    expect(await q(await visitorToken(emu))).toEqual([unresolved('n1', true), unresolved('gone', false)]);
    const asMember = await q(await member(emu));
    expect([asMember[0].dataItem.data.text, asMember[1]]).toEqual(['members only', unresolved('gone', false)]);
  });
});
