import { describe, expect, it } from 'vitest';
import { API_KEY, commerceEmulator, DEMO_MEMBER_ID, member } from '../../../test/helpers';

const M = '/members/v1/members';
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('members: write limits', () => {
  it('custom fields nested 10,000 deep are refused (400) and not kept; the member still reads', async () => {
    const emu = commerceEmulator();
    const token = await member(emu);
    const body = JSON.stringify({ member: { contact: { customFields: { note: '<deep>' } } } }).replace('"<deep>"', deep(10_000));
    const send = (method: string, path: string, auth: string, payload?: string) => emu.handle(new Request(`https://www.wixapis.com${path}`, { method, headers: { authorization: auth, 'content-type': 'application/json' }, body: payload }));
    const res = await send('PATCH', `${M}/${DEMO_MEMBER_ID}`, token, body);
    expect(res.status).toBe(400);
    expect((await send('POST', M, API_KEY, body.replace('"member":{', '"member":{"loginEmail":"deep@example.com",'))).status).toBe(400);
    const read = await send('GET', `${M}/${DEMO_MEMBER_ID}?fieldsets=FULL`, API_KEY);
    expect(read.status).toBe(200);
    expect((await read.json()).member.contact.customFields).toBeUndefined();
    expect(() => emu.snapshot()).not.toThrow();
  });
});
