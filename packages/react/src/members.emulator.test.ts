import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { createClient, isApplicationError, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { members } from '@sitekit/members';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken, visitorToken } from '@sitekit/testing';
import {
  currentMemberQueryOptions, deleteMyMemberMutationOptions, joinCommunityMutationOptions, leaveCommunityMutationOptions,
  updateProfileMutationOptions, updateSlugMutationOptions, type Member,
} from './members';
import { resetSessionQueries } from './session';

// The member options against the emulator: what the cache shows before, during and after each mutation.
const platform = duringTests(setupEmulator());

async function memberClient() {
  const accessToken = await memberToken({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  return createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken }), retry: false });
}
const KEY = ['sitekit', 'member', 'current'];
const run = <R, V, C>(queryClient: QueryClient, options: MutationObserverOptions<R, unknown, V, C>, ...vars: V extends void ? [] : [V]): Promise<R> =>
  new MutationObserver(queryClient, options).mutate(...(vars as [V]));
const cached = (queryClient: QueryClient) => queryClient.getQueryData<Member | null>(KEY)!;

describe('members options on the emulator', () => {
  it('currentMemberQueryOptions: the member with every field; null for a visitor', async () => {
    const queryClient = new QueryClient();
    const member = await queryClient.fetchQuery(currentMemberQueryOptions(await memberClient()));
    expect(member).toMatchObject({ loginEmail: 'demo@sitekit.dev', privacyStatus: 'PUBLIC', profile: { slug: 'demo-shopper' } });
    expect(member!._createdDate).toBeInstanceOf(Date);
    const visitor = createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken: await visitorToken() }), retry: false });
    await expect(new QueryClient().fetchQuery(currentMemberQueryOptions(visitor))).resolves.toBeNull();
  });

  it('updateProfile shows the nickname at once, keeps it on success, and rolls back when the platform fails', async () => {
    const client = await memberClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentMemberQueryOptions(client));
    platform.emulator.faults.add({ route: 'members.updateMember', latencyMs: 50, times: 1 });
    const done = run(queryClient, updateProfileMutationOptions(client, queryClient), { profile: { nickname: 'Demo S.' } });
    await new Promise((r) => setTimeout(r, 10));
    expect(cached(queryClient).profile).toMatchObject({ nickname: 'Demo S.', slug: 'demo-shopper' });
    await done;
    expect(cached(queryClient).profile!.nickname).toBe('Demo S.');
    expect((await client.members.getCurrentMember()).member!.profile!.nickname).toBe('Demo S.');

    platform.emulator.faults.add({ route: 'members.updateMember', status: 500, latencyMs: 50, times: 1 });
    const failing = run(queryClient, updateProfileMutationOptions(client, queryClient), { profile: { nickname: 'Broken' } }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    expect(cached(queryClient).profile!.nickname).toBe('Broken');
    expect(await failing).toMatchObject({ status: 500 });
    expect(cached(queryClient).profile!.nickname).toBe('Demo S.');
  });

  it('a profile update that settles after a logout writes nothing of the member back into the cache', async () => {
    const client = await memberClient();
    for (const status of [undefined, 500]) {
      const queryClient = new QueryClient();
      await queryClient.fetchQuery(currentMemberQueryOptions(client));
      platform.emulator.faults.add({ route: 'members.updateMember', latencyMs: 80, times: 1, ...(status && { status }) });
      const settled = run(queryClient, updateProfileMutationOptions(client, queryClient), { profile: { nickname: 'Late' } }).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 10));
      await resetSessionQueries(queryClient); // what useAuth().logout() does once the session is cleared
      queryClient.setQueryData(KEY, null); // the visitor's answer
      await settled;
      expect(queryClient.getQueryData(KEY)).toBeNull();
    }
  });

  it('updateSlug: the platform validation error and the 409 come back as the error; a good slug lands in the cache', async () => {
    const client = await memberClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentMemberQueryOptions(client));
    const short = await run(queryClient, updateSlugMutationOptions(client, queryClient), 'k').catch((e: unknown) => e);
    expect(isValidationError(short) && short.message).toBe('INVALID_ARGUMENT: "slug" must be at least 2 characters');
    const taken = await run(queryClient, updateSlugMutationOptions(client, queryClient), 'ada-b').catch((e: unknown) => e);
    expect(isApplicationError(taken) && taken.code).toBe('SLUG_ALREADY_EXISTS');
    expect(cached(queryClient).profile!.slug).toBe('demo-shopper');
    await run(queryClient, updateSlugMutationOptions(client, queryClient), 'demo-2026');
    expect(cached(queryClient).profile!.slug).toBe('demo-2026');
  });

  it('leave and join the community flip the cached privacy; deleting the account leaves null', async () => {
    const client = await memberClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentMemberQueryOptions(client));
    await run(queryClient, leaveCommunityMutationOptions(client, queryClient));
    expect(cached(queryClient).privacyStatus).toBe('PRIVATE');
    await run(queryClient, joinCommunityMutationOptions(client, queryClient));
    expect(cached(queryClient).privacyStatus).toBe('PUBLIC');
    await run(queryClient, deleteMyMemberMutationOptions(client, queryClient));
    expect(cached(queryClient)).toBeNull();
    expect(await queryClient.fetchQuery({ ...currentMemberQueryOptions(client), staleTime: 0 })).toBeNull();
  });
});
