import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, visitorToken } from '../../../test/helpers';

const I = '/wix-data/v2/items';
type Emu = ReturnType<typeof commerceEmulator>;
const query = async (emu: Emu, auth: string, body: Record<string, unknown>) => call(emu, 'POST', `${I}/query`, { auth, body: { dataCollectionId: 'FAQ', ...body } });
const violation = (res: { json: any }) => res.json.details.validationError.fieldViolations[0];

describe('the data filter', () => {
  it('$matches takes the platform pattern (literals and separator characters), never a regular expression', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    for (const spec of ['^(?=Standard)([\\w\\s]+)+$', '^([\\w\\s]+)+$']) {
      const res = await query(emu, v, { query: { filter: { answer: { $matches: { ignoreCase: true, spec } } } } });
      expect(res.status).toBe(400);
      expect(violation(res).field).toBe('filter.answer.$matches.spec');
    }
    const slug = (text: string) => ({ $matches: { ignoreCase: true, spec: text.split('-').flatMap((w, i) => [...(i ? [{ type: 'anyOf', value: ' \t\n-' }] : []), { type: 'literal', value: w }]) } });
    const pages = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Pages', query: { filter: { title: slug('ABOUT-us') } } } });
    expect(pages.json.dataItems.map((p: any) => p.id)).toEqual(['page-about']);
    const partial = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Pages', query: { filter: { title: slug('about') } } } });
    expect(partial.json.dataItems).toEqual([]);
    const caseSensitive = await query(emu, v, { query: { filter: { topic: { $matches: { ignoreCase: false, spec: [{ type: 'literal', value: 'care' }] } } } } });
    expect(violation(caseSensitive).field).toBe('filter.topic.$matches.ignoreCase');
    const otherSet = await query(emu, v, { query: { filter: { topic: { $matches: { ignoreCase: true, spec: [{ type: 'anyOf', value: '.*' }] } } } } });
    expect(violation(otherSet).field).toBe('filter.topic.$matches.spec[0]');
  });

  it('an unknown operator is a 400 whatever the stored data, beside a known one or at the top', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    for (const filter of [{ topic: { $eq: 'nope', $like: 'x' } }, { topic: { $eq: 'shipping', $like: 'x' } }, { topic: 'nope', $where: 'x' }, { $or: [{ topic: 'shipping' }, { topic: { $regex: 'x' } }] }]) {
      const res = await query(emu, v, { query: { filter } });
      expect(res.status, JSON.stringify(filter)).toBe(400);
    }
    expect((await query(emu, v, { query: { filter: { topic: { $eq: 'nope', $in: 'x' } } } })).status).toBe(400);
    const sorted = await query(emu, v, { query: { sort: [{ fieldName: 5, order: 'ASC' }] } });
    expect([sorted.status, violation(sorted).field]).toEqual([400, 'sort[0].fieldName']);
  });

  it('inherited names are not fields: constructor, toString, hasOwnProperty and __proto__ match nothing', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    for (const field of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'seo.constructor']) {
      const res = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Pages', query: { filter: { [field]: { $exists: true } } } } });
      expect([field, res.status, res.json.dataItems]).toEqual([field, 200, []]);
      const sorted = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Pages', query: { sort: [{ fieldName: field, order: 'DESC' }] } } });
      expect(sorted.status).toBe(200);
    }
  });

  it('inherited names as item ids behave like any id: not found until inserted, then found, listed and removed', async () => {
    const emu = commerceEmulator();
    for (const id of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect((await call(emu, 'GET', `${I}/${id}?dataCollectionId=FAQ`, { auth: API_KEY })).status).toBe(404);
      expect((await call(emu, 'POST', `${I}/update`, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItem: { id, data: { question: 'q' } } } })).status).toBe(404);
      const inserted = await call(emu, 'POST', I, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItem: { id, data: { question: `about ${id}` } } } });
      expect([id, inserted.status]).toEqual([id, 200]);
      expect((await call(emu, 'GET', `${I}/${id}?dataCollectionId=FAQ`, { auth: API_KEY })).json.dataItem.data.question).toBe(`about ${id}`);
      const listed = await query(emu, API_KEY, { query: { filter: { _id: id } } });
      expect(listed.json.dataItems.map((i: any) => i.id)).toEqual([id]);
      expect((await call(emu, 'POST', `${I}/remove`, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItemId: id } })).status).toBe(200);
      expect((await call(emu, 'GET', `${I}/${id}?dataCollectionId=FAQ`, { auth: API_KEY })).status).toBe(404);
    }
    const saved = await call(emu, 'POST', `${I}/save`, { auth: API_KEY, body: { dataCollectionId: 'FAQ', dataItem: { id: 'constructor', data: { question: 'saved' } } } });
    expect(saved.json.action).toBe('INSERTED');
  });

  it('paging: a negative or non-numeric offset is a 400, like a huge limit; a forged cursor offset too', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    for (const paging of [{ offset: -1 }, { offset: 'abc' }, { offset: 1.5 }, { limit: 5000 }]) {
      const res = await query(emu, v, { query: { paging } });
      expect([JSON.stringify(paging), res.status]).toEqual([JSON.stringify(paging), 400]);
    }
    const flat = await call(emu, 'GET', `${I}/query?dataCollectionId=FAQ&query.paging.offset=-3`, { auth: v });
    expect(flat.status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ offset: -2 })).toString('base64url');
    expect((await query(emu, v, { query: { cursorPaging: { cursor: forged } } })).status).toBe(400);
    expect((await query(emu, v, { query: { paging: { offset: 2, limit: 2 } } })).json.dataItems.map((i: any) => i.id)).toEqual(['faq-3', 'faq-4']);
  });
});
