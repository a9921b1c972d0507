import { describe, expect, it } from 'vitest';
import { defaultSeed } from '../../seed';
import { API_KEY, call, commerceEmulator, visitorToken } from '../../../test/helpers';

const I = '/wix-data/v2/items';
const B = '/wix-data/v2/bulk/items';
/** `{"a":{"a":…1…}}` nested `depth` objects deep, as raw JSON (too deep for a recursive encoder to be trusted). */
const deep = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
/** A JSON request body with `slot` replaced by a deeply nested value. */
const withDeep = (template: unknown, depth = 10_000) => JSON.stringify(template).replace('"<deep>"', deep(depth));
const raw = (emu: ReturnType<typeof commerceEmulator>, path: string, body: string, auth = API_KEY) =>
  emu.handle(new Request(`https://www.wixapis.com${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body }))
    .then(async (res) => ({ status: res.status, json: await res.json() }));
const count = async (emu: ReturnType<typeof commerceEmulator>) => (await call(emu, 'POST', `${I}/count`, { auth: API_KEY, body: { dataCollectionId: 'FAQ' } })).json.totalCount;

describe('data write limits', () => {
  it('an item nested 10,000 deep is refused (400) before anything is stored; queries and snapshots keep working', async () => {
    const emu = commerceEmulator();
    const before = await count(emu);
    const res = await raw(emu, I, withDeep({ dataCollectionId: 'FAQ', dataItem: { id: 'deep', data: { question: 'q', extra: '<deep>' } } }));
    expect(res.status).toBe(400);
    expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'dataItem.data', violatedRule: 'MAX' });
    expect(await count(emu)).toBe(before);
    expect((await call(emu, 'POST', `${I}/query`, { auth: API_KEY, body: { dataCollectionId: 'FAQ', query: {} } })).status).toBe(200);
    expect(() => emu.snapshot()).not.toThrow();
    const ok = await raw(emu, I, withDeep({ dataCollectionId: 'FAQ', dataItem: { id: 'nested', data: { extra: '<deep>' } } }, 90));
    expect(ok.status).toBe(200);
  });

  it('every item write checks depth: update, save, PUT, patch and each bulk item (which fails alone)', async () => {
    const emu = commerceEmulator();
    const item = (id: string) => ({ id, data: { question: 'q', extra: '<deep>' } });
    expect((await raw(emu, `${I}/update`, withDeep({ dataCollectionId: 'FAQ', dataItem: item('faq-1') }))).status).toBe(400);
    expect((await raw(emu, `${I}/save`, withDeep({ dataCollectionId: 'FAQ', dataItem: item('faq-1') }))).status).toBe(400);
    const put = await emu.handle(new Request(`https://www.wixapis.com${I}/faq-1`, { method: 'PUT', headers: { authorization: API_KEY, 'content-type': 'application/json' }, body: withDeep({ dataCollectionId: 'FAQ', dataItem: item('faq-1') }) }));
    expect(put.status).toBe(400);
    const patch = await raw(emu, `${I}/patch`, withDeep({ dataCollectionId: 'FAQ', patch: { dataItemId: 'faq-1', fieldModifications: [{ action: 'SET_FIELD', fieldPath: 'extra', setFieldOptions: { value: '<deep>' } }] } }));
    expect(patch.status).toBe(400);
    const removeDeep = await raw(emu, `${I}/patch`, withDeep({ dataCollectionId: 'FAQ', patch: { dataItemId: 'faq-1', fieldModifications: [{ action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', removeFromArrayOptions: { value: '<deep>' } }] } }));
    expect(removeDeep.status).toBe(400);
    const bulk = await raw(emu, `${B}/insert`, withDeep({ dataCollectionId: 'FAQ', dataItems: [{ id: 'fine', data: { question: 'ok' } }, item('bad')] }));
    expect(bulk.status).toBe(200);
    expect(bulk.json.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await call(emu, 'GET', `${I}/bad?dataCollectionId=FAQ`, { auth: API_KEY })).status).toBe(404);
    expect((await call(emu, 'GET', `${I}/faq-1?dataCollectionId=FAQ`, { auth: API_KEY })).json.dataItem.data.extra).toBeUndefined();
  });

  it('an item over 512 KB is refused (400)', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'POST', I, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItem: { data: { question: 'x'.repeat(600 * 1024) } } } });
    expect(res.status).toBe(400);
    expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'dataItem.data', violatedRule: 'MAX_SIZE' });
  });

  it('filters, conditions and pipelines nested too deep are 400, not 500', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    const nestedAnd = `${'{"$and":['.repeat(5000)}{}${']}'.repeat(5000)}`;
    const q = await raw(emu, `${I}/query`, JSON.stringify({ dataCollectionId: 'FAQ', query: { filter: '<f>' } }).replace('"<f>"', nestedAnd), v);
    expect(q.status).toBe(400);
    expect(q.json.details.validationError.fieldViolations[0].field).toBe('filter');
    expect((await raw(emu, `${I}/count`, withDeep({ dataCollectionId: 'FAQ', filter: { question: { $eq: '<deep>' } } }), v)).status).toBe(400);
    expect((await raw(emu, `${I}/update`, withDeep({ dataCollectionId: 'FAQ', dataItem: { id: 'faq-1', data: {} }, condition: { filter: { question: '<deep>' } } }))).status).toBe(400);
    expect((await raw(emu, `${I}/search`, withDeep({ dataCollectionId: 'FAQ', search: { filter: { question: '<deep>' } } }), v)).status).toBe(400);
    const expression = `${'{"abs":{"expression":'.repeat(5000)}{"numeric":1}${'}}'.repeat(5000)}`;
    const pipeline = JSON.stringify({ dataCollectionId: 'FAQ', pipeline: { stages: [{ projection: { fields: [{ reshape: { resultFieldName: 'x', expression: '<e>' } }] } }] } }).replace('"<e>"', expression);
    expect((await raw(emu, `${I}/aggregate-pipeline`, pipeline, v)).status).toBe(400);
  });

  it('a seed is held to the same bound: an item nested too deep stops the emulator from starting, naming it', () => {
    const item = { _id: 'too-deep', extra: JSON.parse(deep(150)) };
    const seed = { ...defaultSeed, data: { collections: [{ id: 'Deep', permissions: { read: 'ANYONE', write: 'ADMIN' }, fields: [], items: [item] }] } };
    expect(() => commerceEmulator({ seed })).toThrow('Deep/too-deep');
  });

  it('reference writes take ids only: a nested id is not found (404), nothing stored', async () => {
    const emu = commerceEmulator();
    const res = await raw(emu, `${I}/insert-reference`, withDeep({ dataCollectionId: 'Menus', dataItemReference: { referringItemFieldName: 'pages', referringItemId: 'menu-header', referencedItemId: '<deep>' } }));
    expect(res.status).toBe(404);
    expect(() => emu.snapshot()).not.toThrow();
  });
});
