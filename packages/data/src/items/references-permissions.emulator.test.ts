import { describe, expect, it } from 'vitest';
import { createClient, isForbidden, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken, visitorToken } from '@sitekit/testing';
import { items } from '../items';

const platform = duringTests(setupEmulator());
const as = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }) }).items;
const day = { $date: '2024-01-01T00:00:00.000Z' };

/** A public `Posts` collection whose `author` and `related` fields refer to the admin-only `Secrets`. */
function withSecrets(): void {
  const data = platform.emulator.stateOf('data');
  data.collections.Secrets = {
    id: 'Secrets', permissions: { read: 'ADMIN', write: 'ADMIN' }, fields: [{ key: 'code', type: 'text' }], references: {},
    items: { s1: { _id: 's1', code: 'launch-code', _createdDate: day, _updatedDate: day } },
  };
  data.collections.Posts = {
    id: 'Posts', permissions: { read: 'ANYONE', write: 'ADMIN' },
    fields: [{ key: 'title', type: 'text' }, { key: 'author', type: 'reference', referencedCollectionId: 'Secrets' }, { key: 'related', type: 'multi-reference', referencedCollectionId: 'Secrets' }],
    items: { p1: { _id: 'p1', title: 'Hello', author: 's1', _createdDate: day, _updatedDate: day } },
    references: { 'related|p1': ['s1'] },
  };
}

describe('references into a collection the caller may not read (on the emulator)', () => {
  it('a visitor gets ids, not the admin-only items, from get(includeReferences) and query().include()', async () => {
    withSecrets();
    const visitor = as(await visitorToken());
    const got = await visitor.get<{ author: unknown; related: unknown }>('Posts', 'p1', { includeReferences: [{ field: 'author' }, { field: 'related' }] });
    expect(got).toMatchObject({ author: 's1', related: ['s1'] });
    const { items: [post] } = await visitor.query('Posts').include('author', 'related').find();
    expect(post).toMatchObject({ author: 's1', related: ['s1'] });
    expect(isForbidden(await visitor.get('Secrets', 's1').catch((e: unknown) => e))).toBe(true);
    const { items: [asMember] } = await as(await memberToken(DEMO_MEMBER.id)).query('Posts').include('author').find();
    expect(asMember!.author).toBe('s1');
    const { items: [asAdmin] } = await as('emulator-api-key').query('Posts').include('author').find();
    expect(asAdmin!.author).toMatchObject({ _id: 's1', code: 'launch-code' });
  });
});
