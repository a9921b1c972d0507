import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from '../../engine/query';
import { API_KEY, call, commerceEmulator, member } from '../../../test/helpers';

const M = '/members/v1/members/query';
const R = '/reviews/v1/reviews';
type Emu = ReturnType<typeof commerceEmulator>;
const nestedAnd = (depth: number) => `${'{"$and":['.repeat(depth)}{}${']}'.repeat(depth)}`;
const raw = (emu: Emu, path: string, body: string, auth = API_KEY) =>
  emu.handle(new Request(`https://www.wixapis.com${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body }))
    .then(async (res) => ({ status: res.status, json: await res.json() }));
const withFilter = (template: unknown, filter: string) => JSON.stringify(template).replace('"<f>"', filter);

describe('the shared filter (members, reviews and the other list routes)', () => {
  it('a filter nested too deep is a 400 naming the filter, not a 500', async () => {
    const emu = commerceEmulator();
    for (const [path, body] of [[M, { query: { filter: '<f>' } }], [`${R}/query`, { query: { filter: '<f>' } }], [`${R}/count`, { filter: '<f>' }]] as const) {
      const res = await raw(emu, path, withFilter(body, nestedAnd(5000)));
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.json.details.validationError.fieldViolations[0].violatedRule).toBe('MAX');
    }
    const fine = await raw(emu, `${R}/count`, withFilter({ filter: '<f>' }, nestedAnd(20)));
    expect(fine.status).toBe(200);
  });

  it('an unknown operator beside a known one is a 400 whatever the data', async () => {
    const emu = commerceEmulator();
    const nobody = { 'profile.nickname': { $eq: 'no such member', $like: 'x' } };
    expect((await call(emu, 'POST', M, { auth: API_KEY, body: { query: { filter: nobody } } })).status).toBe(400);
    expect((await call(emu, 'POST', `${R}/query`, { auth: API_KEY, body: { query: { filter: { entityId: { $eq: 'none', $regex: '.*' } } } } })).status).toBe(400);
    expect((await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: { filter: { entityId: 'none', $where: 'x' } } })).status).toBe(400);
    expect((await call(emu, 'POST', `${R}/query`, { auth: API_KEY, body: { query: { filter: { entityId: { $eq: 'none', $in: 'x' } } } } })).status).toBe(400);
  });

  it('inherited names are not fields: constructor or __proto__ match no member and no review', async () => {
    const emu = commerceEmulator();
    for (const field of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'profile.constructor']) {
      const members = await call(emu, 'POST', M, { auth: API_KEY, body: { query: { filter: { [field]: { $exists: true } } } } });
      expect([field, members.status, members.json.members]).toEqual([field, 200, []]);
      const reviews = await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: { filter: { [field]: { $exists: true } } } });
      expect([field, reviews.json.count]).toEqual([field, 0]);
    }
    const before = (await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: {} })).json.count;
    const bulk = await raw(emu, '/reviews/v1/bulk/reviews/delete', '{"filter":{"__proto__":{"$exists":true}}}');
    expect(bulk.status).toBe(200);
    expect((await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: {} })).json.count).toBe(before);
  });

  it('paging: negative or non-numeric offsets and forged cursor offsets are 400', async () => {
    const emu = commerceEmulator();
    for (const offset of [-1, 'abc']) expect((await call(emu, 'POST', M, { auth: API_KEY, body: { query: { paging: { offset } } } })).status).toBe(400);
    const forged = base64UrlEncode(JSON.stringify({ s: [], o: -5 }));
    expect((await call(emu, 'POST', `${R}/query`, { auth: API_KEY, body: { query: { cursorPaging: { cursor: forged } } } })).status).toBe(400);
    const fraction = base64UrlEncode(JSON.stringify({ s: [], o: 0.5 }));
    expect((await call(emu, 'POST', `${R}/query`, { auth: API_KEY, body: { query: { cursorPaging: { cursor: fraction } } } })).status).toBe(400);
    expect((await call(emu, 'POST', `${R}/query`, { auth: await member(emu), body: { query: { cursorPaging: { limit: 2 } } } })).status).toBe(200);
  });
});
