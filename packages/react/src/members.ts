import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { bindModule, defineCall } from '@sitekit/core-runtime';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from './client';
import { ecomKeys } from './ecom/keys';
import { useSiteKitClient } from './provider';
import { ROOT_KEY, invalidateKeys, orNull } from './shared';

/** Query keys of the member domain (in `siteKitKeys`). @internal */
export const memberKeys = {
  /** Every member query. */
  all: () => [...ROOT_KEY, 'member'] as const,
  /** The logged-in member. */
  current: () => [...ROOT_KEY, 'member', 'current'] as const,
};

/** The member mutations of `membersInvalidations`. */
export type MembersMutation = 'updateSlug' | 'updateProfile' | 'joinCommunity' | 'leaveCommunity' | 'deleteMyMember';

/**
 * What each member mutation invalidates when it settles: the member; deleting the account also
 * drops the session's cart and orders.
 *
 * @example
 * ```ts
 * for (const queryKey of membersInvalidations.deleteMyMember) await queryClient.invalidateQueries({ queryKey });
 * ```
 */
export const membersInvalidations: Readonly<Record<MembersMutation, readonly QueryKey[]>> = {
  updateSlug: [memberKeys.all()],
  updateProfile: [memberKeys.all()],
  joinCommunity: [memberKeys.all()],
  leaveCommunity: [memberKeys.all()],
  deleteMyMember: [memberKeys.all(), ecomKeys.cart.all(), ecomKeys.orders.all()],
};

type MemberOf<C> = NonNullable<Result<C, 'members', 'getCurrentMember'>['member']>;
type CachedMember = { _id?: string | null | undefined; profile?: Record<string, any> | undefined; privacyStatus?: string | undefined; [key: string]: any };
/** The patch `members.updateMember` takes on client `C`. */
type UpdateOf<C> = C extends { members: { updateMember: (id: string, member: infer P) => any } } ? P & CachedMember : CachedMember;

/**
 * A site member as the platform returns it (`_id`, `loginEmail`, `profile`, `contact`, …).
 */
export interface Member {
  _id?: string | undefined;
  loginEmail?: string | undefined;
  status?: string | undefined;
  profile?: { nickname?: string | undefined; slug?: string | undefined; photo?: unknown; title?: string | undefined } | undefined;
  contact?: { contactId?: string | undefined; firstName?: string | undefined; lastName?: string | undefined; phones?: string[] | undefined; emails?: string[] | undefined; addresses?: unknown[] | undefined } | undefined;
  _createdDate?: Date | undefined;
  _updatedDate?: Date | undefined;
  lastLoginDate?: Date | undefined;
  [key: string]: unknown;
}

/**
 * The logged-in member with the `FULL` field set: the members package's `getCurrentMember`
 * (GET `/members/v1/members/my?fieldsets=FULL`) as a module of one call, so the hooks work on a
 * client without the `members` module (`client.use(myMember)`).
 *
 * @example
 * ```ts
 * const member = await client.use(myMember).getCurrentMember();
 * ```
 */
export const myMember = {
  /** The logged-in member, with the `FULL` field set. */
  getCurrentMember: defineCall((send) => async (): Promise<Member> => {
    // Loaded on first use: no member query is sent for a visitor, so a visitor never loads the members module.
    const { members } = await import('@sitekit/members/members');
    const calls = bindModule({ getCurrentMember: members.getCurrentMember }, send);
    return (await calls.getCurrentMember({ fieldsets: ['FULL'] })).member as Member;
  }),
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

/**
 * The logged-in member with every field (`members.getCurrentMember({ fieldsets: ['FULL'] })`), or
 * `null` for visitors (no request when the client's auth knows it is not logged in). Shares its key
 * with `memberQueryOptions`, so the member mutations below update what both show.
 *
 * @example
 * ```ts
 * const member = await queryClient.fetchQuery(currentMemberQueryOptions(client));
 * member?.profile?.slug;
 * ```
 */
export function currentMemberQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: memberKeys.current(),
    queryFn: async (): Promise<MemberOf<C> | null> => {
      if (client.auth?.loggedIn && !client.auth.loggedIn()) return null;
      const response = await moduleOf(client, 'members').getCurrentMember({ fieldsets: ['FULL'] }).catch((e: unknown) => orNull(e, true));
      return response?.member ?? null;
    },
  });
}

/**
 * A member mutation: an optional optimistic change of the cached member (restored when the call
 * fails), the member the platform returns written to the cache, then the invalidations.
 */
function memberMutation<V, R>(
  queryClient: QueryClient,
  name: MembersMutation,
  fn: (vars: V) => Promise<R>,
  optimistic?: (member: CachedMember, vars: V) => CachedMember,
) {
  const key = memberKeys.current();
  return mutationOptions<R, unknown, V, { previous: CachedMember | null | undefined } | undefined>({
    mutationKey: [...ROOT_KEY, 'members', name],
    mutationFn: fn,
    onMutate: async (vars) => {
      const previous = queryClient.getQueryData<CachedMember | null>(key);
      if (!optimistic || !previous) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CachedMember>(key, optimistic(previous, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data: any) => {
      const member = data && typeof data === 'object' && 'member' in data ? data.member : data;
      if (member && typeof member === 'object') queryClient.setQueryData<CachedMember | null>(key, (old) => ({ ...old, ...member }));
    },
    onSettled: () => invalidateKeys(queryClient, membersInvalidations[name]),
  });
}

/**
 * Changes the logged-in member's slug (`members.updateCurrentMemberSlug`). The platform's
 * validation error (`INVALID_ARGUMENT: "slug" must be at least 2 characters`) or `409` for a taken
 * slug comes back as the mutation's error.
 *
 * @example
 * ```ts
 * const slug = useMutation(updateSlugMutationOptions(client, queryClient));
 * slug.mutate('kim-lee');
 * ```
 */
export function updateSlugMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return memberMutation<string, Result<C, 'members', 'updateCurrentMemberSlug'>>(queryClient, 'updateSlug', (slug) =>
    moduleOf(client, 'members').updateCurrentMemberSlug(slug),
  );
}

/** Deep-enough merge of a member patch (profile and contact are merged one level down). */
const mergeMember = (member: CachedMember, patch: CachedMember): CachedMember => ({
  ...member,
  ...patch,
  ...(patch.profile ? { profile: { ...member.profile, ...patch.profile } } : {}),
  ...(patch.contact ? { contact: { ...member['contact'], ...patch['contact'] } } : {}),
});

/**
 * Updates the logged-in member's profile or contact (`members.updateMember(me._id, patch)`). The
 * cached member shows the change at once; a failure restores it.
 *
 * @example
 * ```ts
 * const update = useMutation(updateProfileMutationOptions(client, queryClient));
 * update.mutate({ profile: { nickname: 'Kim L.' } });
 * ```
 */
export function updateProfileMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return memberMutation<UpdateOf<C>, Result<C, 'members', 'updateMember'>>(
    queryClient,
    'updateProfile',
    async (patch) => {
      const members = moduleOf(client, 'members');
      const id = queryClient.getQueryData<CachedMember | null>(memberKeys.current())?._id ?? (await members.getCurrentMember()).member?._id;
      return members.updateMember(id, patch);
    },
    mergeMember,
  );
}

/**
 * Joins the community (`members.joinCommunity`): the profile becomes public, optimistically.
 *
 * @example
 * ```ts
 * useMutation(joinCommunityMutationOptions(client, queryClient)).mutate();
 * ```
 */
export function joinCommunityMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return memberMutation<void, Result<C, 'members', 'joinCommunity'>>(
    queryClient, 'joinCommunity', () => moduleOf(client, 'members').joinCommunity(), (member) => ({ ...member, privacyStatus: 'PUBLIC' }),
  );
}

/**
 * Leaves the community (`members.leaveCommunity`): the profile becomes private, optimistically.
 *
 * @example
 * ```ts
 * useMutation(leaveCommunityMutationOptions(client, queryClient)).mutate();
 * ```
 */
export function leaveCommunityMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return memberMutation<void, Result<C, 'members', 'leaveCommunity'>>(
    queryClient, 'leaveCommunity', () => moduleOf(client, 'members').leaveCommunity(), (member) => ({ ...member, privacyStatus: 'PRIVATE' }),
  );
}

/**
 * Deletes the logged-in member's account (`members.deleteMyMember`); on success the cached member
 * becomes `null` and the session's cart and orders are invalidated. Log the client out afterwards
 * (its member tokens no longer work).
 *
 * @example
 * ```ts
 * const remove = useMutation(deleteMyMemberMutationOptions(client, queryClient));
 * await remove.mutateAsync();
 * await auth.logout();
 * ```
 */
export function deleteMyMemberMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return mutationOptions<void, unknown, void>({
    mutationKey: [...ROOT_KEY, 'members', 'deleteMyMember'],
    mutationFn: () => moduleOf(client, 'members').deleteMyMember(),
    onSuccess: () => queryClient.setQueryData(memberKeys.current(), null),
    onSettled: () => invalidateKeys(queryClient, membersInvalidations.deleteMyMember),
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

/**
 * The logged-in member with every field, `null` for visitors (needs the `members` module).
 * @example
 * ```tsx
 * const { data: member } = useCurrentMember(); member?.profile?.nickname;
 * ```
 */
export const useCurrentMember = () => useQuery(currentMemberQueryOptions(useClient()));

/**
 * Changes the member's slug.
 * @example
 * ```tsx
 * const slug = useUpdateSlug(); slug.mutate('kim-lee'); slug.error; // the platform's validation error
 * ```
 */
export const useUpdateSlug = () => useMutation(updateSlugMutationOptions(useClient(), useQueryClient()));

/**
 * Updates the member's profile, optimistically with rollback.
 * @example
 * ```tsx
 * useUpdateProfile().mutate({ profile: { nickname: 'Kim' } });
 * ```
 */
export const useUpdateProfile = () => useMutation(updateProfileMutationOptions(useClient(), useQueryClient()));

/**
 * Joins the community.
 * @example
 * ```tsx
 * useJoinCommunity().mutate();
 * ```
 */
export const useJoinCommunity = () => useMutation(joinCommunityMutationOptions(useClient(), useQueryClient()));

/**
 * Leaves the community.
 * @example
 * ```tsx
 * useLeaveCommunity().mutate();
 * ```
 */
export const useLeaveCommunity = () => useMutation(leaveCommunityMutationOptions(useClient(), useQueryClient()));

/**
 * Deletes the member's account.
 * @example
 * ```tsx
 * const remove = useDeleteMyMember(); await remove.mutateAsync();
 * ```
 */
export const useDeleteMyMember = () => useMutation(deleteMyMemberMutationOptions(useClient(), useQueryClient()));
