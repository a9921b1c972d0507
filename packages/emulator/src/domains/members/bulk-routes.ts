import { validationError, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { matchesFilter } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { TRANSITIONS } from './member-status';
import { removeMember } from './remove';
import type { MemberRecord, MembersState } from './types';
import { touch, type Ctx } from './view';

/** The members a `filter` matches (on the wire field names). A by-filter call runs as a finished job. */
function matching(ctx: Ctx): MemberRecord[] {
  const filter = fieldsOf(ctx.body).filter;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    raise(validationError([{ field: 'filter', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  }
  return guardQuery(() => Object.values(ctx.state.members).filter((member) => matchesFilter(member, filter)));
}

const job = (ctx: Ctx) => ({ json: { jobId: ctx.engine.newId('job') } });

/** Bulk deletion by ids and the by-filter jobs (API key). */
export const bulkRoutes: Route<MembersState>[] = [
  {
    method: 'POST', path: '/members/v1/members/bulk/delete', id: 'members.bulkDeleteMembers', access: 'apiKey',
    handle(ctx) {
      const ids: unknown = fieldsOf(ctx.body).memberIds;
      if (!Array.isArray(ids) || ids.length === 0) raise(validationError([{ field: 'memberIds', description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
      if (ids.length > 100) raise(validationError([{ field: 'memberIds', description: 'must be at most 100', violatedRule: 'MAX_SIZE', data: { threshold: 100 } }]));
      const results = (ids as unknown[]).map((raw, originalIndex) => {
        const id = String(raw);
        if (!Object.hasOwn(ctx.state.members, id)) {
          return { itemMetadata: { id, originalIndex, success: false, error: { code: 'MEMBER_NOT_FOUND', description: `No member with id ${id}` } } };
        }
        removeMember(ctx.engine, ctx.state, id);
        return { itemMetadata: { id, originalIndex, success: true } };
      });
      const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
      return { json: { results, bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 } } };
    },
  },
  {
    method: 'POST', path: '/members/v1/members/bulk/delete-by-filter', id: 'members.bulkDeleteMembersByFilter', access: 'apiKey',
    handle(ctx) {
      for (const member of matching(ctx)) removeMember(ctx.engine, ctx.state, member.id);
      return job(ctx);
    },
  },
  {
    method: 'POST', path: '/members/v1/members/bulk/approve-by-filter', id: 'members.bulkApproveMembers', access: 'apiKey',
    handle(ctx) {
      // the single-member transition; disconnected members are skipped, not an error, in a bulk job
      for (const member of matching(ctx).filter((candidate) => candidate.status !== 'OFFLINE')) {
        TRANSITIONS.approve(member, ctx.engine);
        touch(ctx, member);
      }
      return job(ctx);
    },
  },
  {
    method: 'POST', path: '/members/v1/members/bulk/block-by-filter', id: 'members.bulkBlockMembers', access: 'apiKey',
    handle(ctx) {
      // the single-member transition; disconnected members are skipped, not an error, in a bulk job
      for (const member of matching(ctx).filter((candidate) => candidate.status !== 'OFFLINE')) {
        TRANSITIONS.block(member, ctx.engine);
        touch(ctx, member);
      }
      return job(ctx);
    },
  },
];
