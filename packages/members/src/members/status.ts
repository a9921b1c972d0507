import type { Call } from '@sitekit/core-runtime';
import { membersService } from './service';
import type { ApproveMemberResponse, BlockMemberResponse, DisconnectMemberResponse, MuteMemberResponse, UnmuteMemberResponse } from './types';

/**
 * Mutes a member: `activityStatus` `ACTIVE` → `MUTED` (POST `/members/v1/members/{id}/mute`; back office, API key).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const muteMember: Call<(_id: string) => Promise<MuteMemberResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/mute', { name: 'MuteMember', args: { _id: 'id' }, entity: 'member' });

/**
 * Unmutes a member: `activityStatus` back to `ACTIVE` (POST `/members/v1/members/{id}/unmute`; API key).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const unmuteMember: Call<(_id: string) => Promise<UnmuteMemberResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/unmute', { name: 'UnmuteMember', args: { _id: 'id' }, entity: 'member' });

/**
 * Approves a pending member or unblocks a blocked one: `status` → `APPROVED`
 * (POST `/members/v1/members/{id}/approve`; API key).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const approveMember: Call<(_id: string) => Promise<ApproveMemberResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/approve', { name: 'ApproveMember', args: { _id: 'id' }, entity: 'member' });

/**
 * Blocks a member: `status` → `BLOCKED`, their sessions end and they cannot log in
 * (POST `/members/v1/members/{id}/block`; API key).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const blockMember: Call<(_id: string) => Promise<BlockMemberResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/block', { name: 'BlockMember', args: { _id: 'id' }, entity: 'member' });

/**
 * Disconnects a member: `status` → `OFFLINE`, irreversibly; they cannot log in
 * (POST `/members/v1/members/{id}/disconnect`; API key).
 *
 * @returns the full response `{ member }`.
 * @throws ValidationError when `_id` is empty (before any request).
 */
export const disconnectMember: Call<(_id: string) => Promise<DisconnectMemberResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/{id}/disconnect', { name: 'DisconnectMember', args: { _id: 'id' }, entity: 'member' });
