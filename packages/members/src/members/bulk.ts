import type { Call } from '@sitekit/core-runtime';
import { membersService } from './service';
import type {
  BulkApproveMembersResponse, BulkBlockMembersResponse, BulkDeleteMembersByFilterOptions, BulkDeleteMembersByFilterResponse,
  BulkDeleteMembersResponse,
} from './types';

/**
 * Deletes members by id (POST `/members/v1/members/bulk/delete` with `{ memberIds }`; API key).
 *
 * @returns the full response `{ results, bulkActionMetadata }`.
 * @throws ValidationError when `memberIds` is not a non-empty array (before any request).
 * @example
 * ```ts
 * const { bulkActionMetadata } = await admin.members.bulkDeleteMembers([id1, id2]);
 * ```
 */
export const bulkDeleteMembers: Call<(memberIds: string[]) => Promise<BulkDeleteMembersResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/bulk/delete', { name: 'BulkDeleteMembers', args: { memberIds: 'list' } });

/**
 * Deletes the members a filter matches, as an async job (POST `/members/v1/members/bulk/delete-by-filter`; API key).
 *
 * @returns the full response `{ jobId }`.
 * @throws ValidationError when `filter` or `options` is not an object (before any request).
 * @example
 * ```ts
 * const { jobId } = await admin.members.bulkDeleteMembersByFilter({ status: 'BLOCKED' });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
export const bulkDeleteMembersByFilter: Call<(filter: Record<string, any>, options?: BulkDeleteMembersByFilterOptions) => Promise<BulkDeleteMembersByFilterResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/bulk/delete-by-filter', {
    name: 'BulkDeleteMembersByFilter', args: { filter: 'object', options: 'options' },
  });

/**
 * Approves (or unblocks) the members a filter matches, as an async job (POST `/members/v1/members/bulk/approve-by-filter`; API key).
 *
 * @returns the full response `{ jobId }`.
 * @throws ValidationError when `filter` is not an object (before any request).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
export const bulkApproveMembers: Call<(filter: Record<string, any>) => Promise<BulkApproveMembersResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/bulk/approve-by-filter', { name: 'BulkApproveMembers', args: { filter: 'object' } });

/**
 * Blocks the members a filter matches, as an async job (POST `/members/v1/members/bulk/block-by-filter`; API key).
 *
 * @returns the full response `{ jobId }`.
 * @throws ValidationError when `filter` is not an object (before any request).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
export const bulkBlockMembers: Call<(filter: Record<string, any>) => Promise<BulkBlockMembersResponse>> =
  /* @__PURE__ */ membersService('POST /members/v1/members/bulk/block-by-filter', { name: 'BulkBlockMembers', args: { filter: 'object' } });
