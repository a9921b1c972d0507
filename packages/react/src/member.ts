import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { defineCall, wireReader, type Endpoint } from '@sitekit/core';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { useSiteKitClient } from './provider';
import { ROOT_KEY as all, orNull } from './shared';

/** Query keys of the member domain (in `siteKitKeys`). @internal */
export const memberKeys = {
  /** Every member query. */
  all: () => [...all, 'member'] as const,
  /** The logged-in member. */
  current: () => [...all, 'member', 'current'] as const,
};

/**
 * The session part of `invalidationMap`: a login or a logout changes who is asking, so it concerns every
 * SiteKit query (the member, the cart, orders, checkouts, files, data items a collection shows to members
 * only …). `useAuth` resets them (`resetSessionQueries`) rather than invalidating them. @internal
 */
export const sessionInvalidations: Readonly<Record<'login' | 'logout', readonly QueryKey[]>> = { login: [all], logout: [all] };

/**
 * After a login or a logout: every SiteKit query goes back to its initial state (its data dropped) and the
 * active ones refetch. Invalidating would keep the previous person's data on screen, marked stale, until
 * the refetch lands, and would not touch queries no component watches. @internal
 */
export const resetSessionQueries = (queryClient: QueryClient): Promise<void> => queryClient.resetQueries({ queryKey: all });

/** Wire → SDK for the member (the members module's reading: `lastLoginDate` as a `Date`), prepared once. */
const memberFromWire = /* @__PURE__ */ wireReader({ dates: ['lastLoginDate'] });

const GET_MY_MEMBER: Endpoint = {
  method: 'GET',
  path: '/members/v1/members/my',
  fqn: 'com.wixpress.members.api.Members.GetMyMember',
  entity: 'wix.members.v1.member',
  pkg: '@wix/auto_sdk_members_members',
};

/**
 * A site member as the platform returns it (`_id`, `loginEmail`, `profile`, `contact`, …).
 *
 * @example
 * ```tsx
 * const { data: member } = useMember(); // Member | null | undefined
 * member?.profile?.nickname ?? member?.loginEmail;
 * ```
 */
export interface Member {
  _id?: string;
  loginEmail?: string;
  status?: string;
  profile?: { nickname?: string; slug?: string; photo?: unknown; title?: string };
  contact?: { contactId?: string; firstName?: string; lastName?: string; phones?: string[]; emails?: string[]; addresses?: unknown[] };
  _createdDate?: Date;
  _updatedDate?: Date;
  lastLoginDate?: Date;
  [key: string]: unknown;
}

/**
 * The logged-in member with the `FULL` field set: GET `/members/v1/members/my?fieldsets=FULL`.
 * A module of one call, so the hooks need no members package (`client.use(myMember)`).
 *
 * @example
 * ```ts
 * const member = await client.use(myMember).getCurrentMember();
 * ```
 */
export const myMember = {
  /** The logged-in member (full fieldset). */
  getCurrentMember: defineCall(
    (send) => async (): Promise<Member> =>
      memberFromWire<Member>((await send(GET_MY_MEMBER, { fieldsets: ['FULL'] })).member),
  ),
};

/**
 * The logged-in member (GET `/members/v1/members/my`, `FULL` field set), or `null` for visitors
 * (no request when the client's auth knows it is not logged in).
 *
 * @example
 * ```ts
 * const member = await queryClient.fetchQuery(memberQueryOptions(client));
 * ```
 */
export function memberQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: memberKeys.current(),
    queryFn: async (): Promise<Member | null> => {
      if (client.auth?.loggedIn && !client.auth.loggedIn()) return null;
      return moduleOf(client, 'use').call(client, myMember).getCurrentMember().catch((e: unknown) => orNull(e, true));
    },
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * The logged-in member, `null` for visitors.
 * @example
 * ```tsx
 * const { data: member } = useMember(); member?.profile?.nickname;
 * ```
 */
export const useMember = () => useQuery(memberQueryOptions(useClient()));
