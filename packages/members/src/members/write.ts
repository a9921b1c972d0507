import type { Call } from '@sitekit/core-runtime';
import { membersService } from './service';
import type {
  CreateMemberOptions, DeleteMemberAddressesResponse, DeleteMemberEmailsResponse, DeleteMemberPhonesResponse, Member, UpdateMember,
  UpdateMemberSlugResponse,
} from './types';

/**
 * Creates a member (POST `/members/v1/members` with `{ member }`; back office, API key). Contact
 * addresses go out in their wire names as given.
 *
 * @returns the new member (unwrapped).
 * @throws ValidationError when `options` is not an object (before any request).
 */
export const createMember: Call<(options?: CreateMemberOptions) => Promise<Member>> =
  /* @__PURE__ */ membersService('POST /members/v1/members', { name: 'CreateMember', args: { options: 'options' }, returns: 'member', entity: 'member' });

/**
 * Updates the given fields of a member (PATCH `/members/v1/members/{member.id}` with `{ member }`).
 * A member may update themselves; anyone else needs an API key.
 *
 * @returns the updated member (unwrapped).
 * @throws ValidationError when `_id` is empty or `member` is not an object (before any request).
 */
export const updateMember: Call<(_id: string, member: UpdateMember) => Promise<Member>> =
  /* @__PURE__ */ membersService('PATCH /members/v1/members/{member.id}', {
    name: 'UpdateMember', args: { _id: { check: 'id', to: 'member.id' }, member: 'object' }, returns: 'member', entity: 'member',
  });

/**
 * Changes a member's slug (POST `/members/v1/members/{id}/slug`). 2–50 characters of `a-z 0-9 -`,
 * unique on the site (a taken slug is a `409` application error).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` or `slug` is not a non-empty string (before any request).
 */
export const updateMemberSlug: Call<(_id: string, slug: string) => Promise<UpdateMemberSlugResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/slug', { name: 'UpdateMemberSlug', args: { _id: 'id', slug: 'id' }, entity: 'member' });

/**
 * Deletes a member (DELETE `/members/v1/members/{id}`; API key).
 *
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const deleteMember: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ membersService('DELETE /members/v1/members/{id}', { name: 'DeleteMember', args: { _id: 'id' } });

/**
 * Clears a member's `contact.phones` (DELETE `/members/v1/members/{id}/phones`).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const deleteMemberPhones: Call<(_id: string) => Promise<DeleteMemberPhonesResponse>> =
  /* @__PURE__ */ membersService('DELETE /members/v1/members/{id}/phones', { name: 'DeleteMemberPhones', args: { _id: 'id' }, entity: 'member' });

/**
 * Clears a member's `contact.emails` (the login email stays; DELETE `/members/v1/members/{id}/emails`).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const deleteMemberEmails: Call<(_id: string) => Promise<DeleteMemberEmailsResponse>> =
  /* @__PURE__ */ membersService('DELETE /members/v1/members/{id}/emails', { name: 'DeleteMemberEmails', args: { _id: 'id' }, entity: 'member' });

/**
 * Clears a member's `contact.addresses` (DELETE `/members/v1/members/{id}/addresses`).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const deleteMemberAddresses: Call<(_id: string) => Promise<DeleteMemberAddressesResponse>> =
  /* @__PURE__ */ membersService('DELETE /members/v1/members/{id}/addresses', { name: 'DeleteMemberAddresses', args: { _id: 'id' }, entity: 'member' });
