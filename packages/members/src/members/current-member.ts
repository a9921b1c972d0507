import { optionalObject, type Call } from '@sitekit/core-runtime';
import { membersService } from './service';
import type {
  DeleteMyMemberOptions, GetCurrentMemberOptions, GetMyMemberResponse, JoinCommunityResponse, LeaveCommunityResponse, UpdateMySlugResponse,
} from './types';

/**
 * The logged-in member (GET `/members/v1/members/my`), in the requested field sets (default `PUBLIC`).
 * Only `fieldsets` goes out, as the platform's SDK sends it, and `fieldSet`, as its older packages sent it.
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `options` is not an object (before any request).
 * @example
 * ```ts
 * const { member } = await client.members.getCurrentMember({ fieldsets: [members.Set.FULL] });
 * member?.profile?.nickname;
 * ```
 */
export const getCurrentMember: Call<(options?: GetCurrentMemberOptions) => Promise<GetMyMemberResponse>> =
  /* @__PURE__ */ membersService('GET /members/v1/members/my', {
    name: 'GetMyMember', entity: 'member',
    payload: (options?: GetCurrentMemberOptions) => {
      optionalObject(options, 'options');
      return { fieldSet: options?.fieldSet, fieldsets: options?.fieldsets };
    },
  });

/**
 * Changes the logged-in member's slug (POST `/members/v1/members/my/slug`). The platform allows
 * 2–50 characters of `a-z 0-9 -` and answers a taken slug with a `409` application error.
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `slug` is not a non-empty string (before any request); the platform's
 * validation error for a slug it refuses (`INVALID_ARGUMENT: "slug" must be at least 2 characters`).
 */
export const updateCurrentMemberSlug: Call<(slug: string) => Promise<UpdateMySlugResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/my/slug', { name: 'UpdateMySlug', args: { slug: 'id' }, entity: 'member' });

/**
 * Joins the logged-in member to the site community: their profile becomes `PUBLIC`
 * (POST `/members/v1/members/join-community` with `{}`).
 *
 * @returns the full response `{ member }`.
 */
export const joinCommunity: Call<() => Promise<JoinCommunityResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/join-community', { name: 'JoinCommunity', entity: 'member' });

/**
 * Takes the logged-in member out of the community: their profile becomes `PRIVATE`
 * (POST `/members/v1/members/leave-community` with `{}`).
 *
 * @returns the full response `{ member }`.
 */
export const leaveCommunity: Call<() => Promise<LeaveCommunityResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/leave-community', { name: 'LeaveCommunity', entity: 'member' });

/**
 * Deletes the logged-in member and their login; their sessions end (DELETE `/members/v1/members/my`).
 * Log the client out afterwards.
 *
 * @throws ValidationError when `options` is not an object (before any request).
 * @example
 * ```ts
 * await client.members.deleteMyMember();
 * await client.auth.logout(location.origin);
 * ```
 */
export const deleteMyMember: Call<(options?: DeleteMyMemberOptions) => Promise<void>> =
  /* @__PURE__ */ membersService('DELETE /members/v1/members/my', { name: 'DeleteMyMember', args: { options: 'options' } });
