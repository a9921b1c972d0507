import {
  mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions, type UseMutationResult,
  type UseQueryResult, type WithRequired,
} from '@tanstack/react-query';
import type { members } from '@sitekit/members';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { invalidateFor, type MembersMutation } from './invalidation';
import { siteKitKeys } from './keys';
import { myMember } from './my-member';
import { useSiteKitClient } from './provider';
import { ROOT_KEY, orNull, type QueryOptionsOf } from './shared';

/** A site member as the platform returns it (`_id`, `loginEmail`, `profile`, `contact`, …): the members package's `Member`. */
export type Member = members.Member;

/** The key of the logged-in member's query. */
type MemberKey = ReturnType<typeof siteKitKeys.member.current>;
/** What a member mutation keeps to restore the cached member if the call fails. */
type MemberContext = { previous: Member | null | undefined; shown: Member | undefined } | undefined;

/**
 * The logged-in member (GET `/members/v1/members/my`, `FULL` field set), or `null` for visitors
 * (no request when the client's auth knows it is not logged in).
 */
export function memberQueryOptions(client: AnyClient): QueryOptionsOf<Member | null, MemberKey> {
  return queryOptions({
    queryKey: siteKitKeys.member.current(),
    queryFn: async () => {
      if (client.auth?.loggedIn && !client.auth.loggedIn()) return null;
      return (await moduleOf(client, 'use').call(client, myMember).getCurrentMember().catch((e: unknown) => orNull(e, true))) ?? null;
    },
  });
}

/**
 * The logged-in member with every field (`members.getCurrentMember({ fieldsets: ['FULL'] })`), or
 * `null` for visitors (no request when the client's auth knows it is not logged in). The same query as
 * `memberQueryOptions` (the same request, the same `Member | null`) sent through the `members` module, so it
 * shares that key, and the member mutations below update what both show.
 */
export function currentMemberQueryOptions(client: AnyClient): QueryOptionsOf<Member | null, MemberKey> {
  return queryOptions({
    queryKey: siteKitKeys.member.current(),
    queryFn: async () => {
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
function memberMutation<V, R extends Member | { member?: Member | undefined }>(
  queryClient: QueryClient,
  name: MembersMutation,
  fn: (vars: V) => Promise<R>,
  optimistic?: (member: Member, vars: V) => Member,
): WithRequired<UseMutationOptions<R, unknown, V, MemberContext>, 'mutationKey'> {
  const key = siteKitKeys.member.current();
  return mutationOptions<R, unknown, V, MemberContext>({
    mutationKey: [...ROOT_KEY, 'members', name],
    mutationFn: fn,
    onMutate: async (vars) => {
      const previous = queryClient.getQueryData<Member | null>(key);
      if (!optimistic || !previous) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      // what the cache holds now (structural sharing may keep parts of `previous`): a rollback checks for this very value
      const shown = queryClient.setQueryData<Member>(key, optimistic(previous, vars));
      return { previous, shown };
    },
    // Only over what this mutation wrote: after a logout (the session's queries reset) or a newer write, nothing is restored.
    onError: (_error, _vars, context) => {
      if (context && queryClient.getQueryData(key) === context.shown) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => {
      const member = (data && typeof data === 'object' && 'member' in data ? data.member : data) as Member | undefined; // a member, or a response holding one
      // Merged into the same member only: one that settles after a logout leaves the visitor's cache alone.
      if (member && typeof member === 'object') queryClient.setQueryData<Member | null>(key, (old) => (old && (!member._id || old._id === member._id) ? { ...old, ...member } : old));
    },
    onSettled: () => invalidateFor(queryClient, name),
  });
}

/**
 * Changes the logged-in member's slug (`members.updateCurrentMemberSlug`). The platform's
 * validation error (`INVALID_ARGUMENT: "slug" must be at least 2 characters`) or `409` for a taken
 * slug comes back as the mutation's error.
 */
export function updateSlugMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<members.MemberResponse, unknown, string, MemberContext>, 'mutationKey'> {
  return memberMutation(queryClient, 'updateSlug', (slug: string) =>
    moduleOf(client, 'members').updateCurrentMemberSlug(slug),
  );
}

/** Deep-enough merge of a member patch (profile and contact are merged one level down). */
const mergeMember = (member: Member, patch: members.UpdateMember): Member => ({
  ...member,
  ...patch,
  ...(patch.profile ? { profile: { ...member.profile, ...patch.profile } } : {}),
  ...(patch.contact ? { contact: { ...member.contact, ...patch.contact } } : {}),
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
export function updateProfileMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<Member, unknown, members.UpdateMember, MemberContext>, 'mutationKey'> {
  return memberMutation(
    queryClient,
    'updateProfile',
    async (patch: members.UpdateMember) => {
      const calls = moduleOf(client, 'members');
      const id = queryClient.getQueryData<Member | null>(siteKitKeys.member.current())?._id ?? (await calls.getCurrentMember()).member?._id;
      // no id (no member): `updateMember` refuses it before any request, as the platform would
      return calls.updateMember(id as string, patch);
    },
    mergeMember,
  );
}

/**
 * Joins the community (`members.joinCommunity`): the profile becomes public, optimistically.
 */
export function joinCommunityMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<members.JoinCommunityResponse, unknown, void, MemberContext>, 'mutationKey'> {
  return memberMutation<void, members.JoinCommunityResponse>(
    queryClient, 'joinCommunity', () => moduleOf(client, 'members').joinCommunity(), (member) => ({ ...member, privacyStatus: 'PUBLIC' }),
  );
}

/**
 * Leaves the community (`members.leaveCommunity`): the profile becomes private, optimistically.
 */
export function leaveCommunityMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<members.LeaveCommunityResponse, unknown, void, MemberContext>, 'mutationKey'> {
  return memberMutation<void, members.LeaveCommunityResponse>(
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
export function deleteMyMemberMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return mutationOptions<void, unknown, void>({
    mutationKey: [...ROOT_KEY, 'members', 'deleteMyMember'],
    mutationFn: () => moduleOf(client, 'members').deleteMyMember(),
    onSuccess: () => queryClient.setQueryData(siteKitKeys.member.current(), null),
    onSettled: () => invalidateFor(queryClient, 'deleteMyMember'),
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * The logged-in member, `null` for visitors.
 */
export const useMember = (): UseQueryResult<Member | null, Error> => useQuery(memberQueryOptions(useClient()));

/**
 * The logged-in member with every field, `null` for visitors (needs the `members` module).
 */
export const useCurrentMember = (): UseQueryResult<Member | null, Error> => useQuery(currentMemberQueryOptions(useClient()));

/**
 * Changes the member's slug.
 */
export const useUpdateSlug = (): UseMutationResult<members.MemberResponse, unknown, string, MemberContext> => useMutation(updateSlugMutationOptions(useClient(), useQueryClient()));

/**
 * Updates the member's profile, optimistically with rollback.
 */
export const useUpdateProfile = (): UseMutationResult<Member, unknown, members.UpdateMember, MemberContext> => useMutation(updateProfileMutationOptions(useClient(), useQueryClient()));

/**
 * Joins the community.
 */
export const useJoinCommunity = (): UseMutationResult<members.JoinCommunityResponse, unknown, void, MemberContext> => useMutation(joinCommunityMutationOptions(useClient(), useQueryClient()));

/**
 * Leaves the community.
 */
export const useLeaveCommunity = (): UseMutationResult<members.LeaveCommunityResponse, unknown, void, MemberContext> => useMutation(leaveCommunityMutationOptions(useClient(), useQueryClient()));

/**
 * Deletes the member's account.
 */
export const useDeleteMyMember = () => useMutation(deleteMyMemberMutationOptions(useClient(), useQueryClient()));
