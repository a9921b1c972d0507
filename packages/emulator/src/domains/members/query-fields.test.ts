import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from '../../engine/query';
import { API_KEY, call, commerceEmulator, member, visitorToken } from '../../../test/helpers';

const M = '/members/v1/members';
type Emu = ReturnType<typeof commerceEmulator>;
const query = (emu: Emu, auth: string, body: Record<string, unknown>) => call(emu, 'POST', `${M}/query`, { auth, body });
const refusal = (res: { status: number; json: any }) => [res.status, res.json?.details?.validationError?.fieldViolations?.[0]?.violatedRule];

describe('members: visitors and members filter, sort and search only on public fields', () => {
  it('a $startsWith bisection on loginEmail tells a visitor nothing: every prefix is 400', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    for (const prefix of ['a', 'ad', 'ada@', 'z']) {
      const res = await query(emu, v, { query: { filter: { loginEmail: { $startsWith: prefix } } } });
      expect([prefix, ...refusal(res)]).toEqual([prefix, 400, 'FIELD_NOT_ALLOWED']);
      expect(res.json.details.validationError.fieldViolations[0].field).toBe('query.filter.loginEmail');
    }
  });

  it('hidden fields in filters, nested filters, sorts and search fields are 400 for visitors and other members', async () => {
    const emu = commerceEmulator();
    for (const auth of [await visitorToken(emu), await member(emu)]) {
      for (const filter of [{ 'contact.lastName': { $startsWith: 'L' } }, { $or: [{ 'profile.nickname': 'x' }, { 'contact.phones': { $exists: true } }] },
        { $not: { 'contact.addresses.city': 'Paris' } }, { status: 'BLOCKED' }, { lastLoginDate: { $gt: '2024-01-01' } }]) {
        expect([JSON.stringify(filter), ...refusal(await query(emu, auth, { query: { filter } }))]).toEqual([JSON.stringify(filter), 400, 'FIELD_NOT_ALLOWED']);
      }
      expect(refusal(await query(emu, auth, { query: { sort: [{ fieldName: 'loginEmail', order: 'ASC' }] } }))).toEqual([400, 'FIELD_NOT_ALLOWED']);
      expect(refusal(await query(emu, auth, { query: {}, search: { expression: 'a', fields: ['loginEmail'] } }))).toEqual([400, 'FIELD_NOT_ALLOWED']);
      const listed = await call(emu, 'GET', `${M}?.r=${base64UrlEncode(JSON.stringify({ sorting: [{ fieldName: 'contact.lastName', order: 'ASC' }] }))}`, { auth });
      expect(refusal(listed)).toEqual([400, 'FIELD_NOT_ALLOWED']);
    }
  });

  it('public fields still filter, sort and search for visitors; an API key may use any field', async () => {
    const emu = commerceEmulator();
    const v = await visitorToken(emu);
    const byNickname = await query(emu, v, { query: { filter: { 'profile.nickname': { $startsWith: 'grace' } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }] }, search: { expression: 'grace', fields: ['profile.nickname', 'profile.slug'] } });
    expect(byNickname.status).toBe(200);
    expect(byNickname.json.members.map((m: any) => m.profile.nickname)).toEqual(['Grace H.']);
    expect((await query(emu, v, { query: { filter: { _id: { $exists: true } }, sort: [{ fieldName: 'profile.slug', order: 'ASC' }] } })).status).toBe(200);
    const admin = await query(emu, API_KEY, { query: { filter: { loginEmail: { $startsWith: 'ada' } } } });
    expect(admin.json.members).toHaveLength(1);
  });
});
