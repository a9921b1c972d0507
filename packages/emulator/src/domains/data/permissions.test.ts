import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../engine/emulator';
import { API_KEY, call, commerceEmulator, member, otherMember, visitorToken } from '../../../test/helpers';
import type { DataState } from './types';

const I = '/wix-data/v2/items';
const day = { $date: '2024-01-01T00:00:00.000Z' };

/** A public `Posts` collection whose `author` and `related` fields refer to the admin-only `Secrets`. */
function withSecrets(emu: Emulator): void {
  const data = emu.stateOf<DataState>('data');
  data.collections.Secrets = {
    id: 'Secrets', permissions: { read: 'ADMIN', write: 'ADMIN' }, fields: [{ key: 'code', type: 'text' }], references: {},
    items: { s1: { _id: 's1', code: 'launch-code', _createdDate: day, _updatedDate: day }, s2: { _id: 's2', code: 'vault', _createdDate: day, _updatedDate: day } },
  };
  data.collections.Posts = {
    id: 'Posts', permissions: { read: 'ANYONE', write: 'ADMIN' },
    fields: [{ key: 'title', type: 'text' }, { key: 'author', type: 'reference', referencedCollectionId: 'Secrets' }, { key: 'related', type: 'multi-reference', referencedCollectionId: 'Secrets' }],
    items: { p1: { _id: 'p1', title: 'Hello', author: 's1', _createdDate: day, _updatedDate: day } },
    references: { 'related|p1': ['s1', 's2'] },
  };
}

describe('data permissions', () => {
  it('a visitor cannot read an admin collection through a public reference: get with includeReferences keeps ids', async () => {
    const emu = commerceEmulator();
    withSecrets(emu);
    const v = await visitorToken(emu);
    expect((await call(emu, 'GET', `${I}/s1?dataCollectionId=Secrets`, { auth: v })).status).toBe(403);
    const got = await call(emu, 'GET', `${I}/p1?dataCollectionId=Posts&includeReferences=author&includeReferences=related`, { auth: v });
    expect(got.status).toBe(200);
    expect(got.json.dataItem.data).toMatchObject({ title: 'Hello', author: 's1', related: ['s1', 's2'] });
    expect(JSON.stringify(got.json)).not.toContain('launch-code');
    const admin = await call(emu, 'GET', `${I}/p1?dataCollectionId=Posts&includeReferences=author&includeReferences=related`, { auth: API_KEY });
    expect(admin.json.dataItem.data.author).toMatchObject({ _id: 's1', code: 'launch-code' });
    expect(admin.json.dataItem.data.related.map((s: any) => s.code)).toEqual(['launch-code', 'vault']);
  });

  it('a visitor cannot read an admin collection through query include or search includeReferences', async () => {
    const emu = commerceEmulator();
    withSecrets(emu);
    const v = await visitorToken(emu);
    const queried = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Posts', query: {}, includeReferences: [{ field: 'author' }, { field: 'related' }] } });
    expect(queried.status).toBe(200);
    expect(queried.json.dataItems[0].data).toMatchObject({ author: 's1', related: ['s1', 's2'] });
    const legacy = await call(emu, 'POST', `${I}/query`, { auth: v, body: { dataCollectionId: 'Posts', query: {}, referencedItemOptions: [{ fieldName: 'author' }] } });
    expect(legacy.json.dataItems[0].data.author).toBe('s1');
    const searched = await call(emu, 'POST', `${I}/search`, { auth: v, body: { dataCollectionId: 'Posts', search: {}, includeReferences: ['author', 'related'] } });
    expect(searched.status).toBe(200);
    expect(JSON.stringify(searched.json)).not.toContain('launch-code');
  });

  it('truncate is an API-key operation: a member may not empty a member-authored collection', async () => {
    const emu = commerceEmulator();
    const other = await otherMember(emu);
    const entry = await call(emu, 'POST', I, { auth: other, body: { dataCollectionId: 'GuestBook', dataItem: { data: { message: 'mine' } } } });
    expect(entry.status).toBe(200);
    const m = await member(emu);
    const refused = await call(emu, 'POST', `${I}/truncate`, { auth: m, body: { dataCollectionId: 'GuestBook' } });
    expect(refused.status).toBe(403);
    expect(refused.json.details.applicationError.code).toBe('WDE0027');
    expect((await call(emu, 'POST', `${I}/truncate`, { auth: await visitorToken(emu), body: { dataCollectionId: 'GuestBook' } })).status).toBe(403);
    expect((await call(emu, 'GET', `${I}/${entry.json.dataItem.id}?dataCollectionId=GuestBook`, { auth: m })).status).toBe(200);
    expect((await call(emu, 'POST', `${I}/truncate`, { auth: API_KEY, body: { dataCollectionId: 'GuestBook' } })).status).toBe(200);
    expect((await call(emu, 'GET', `${I}/${entry.json.dataItem.id}?dataCollectionId=GuestBook`, { auth: m })).status).toBe(404);
  });
});
