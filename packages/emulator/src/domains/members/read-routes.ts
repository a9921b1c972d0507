import { permissionDenied, raise } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { offsetMetadata, parseQuery, runOffsetQuery, type PlatformQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { checkQueryFields } from './query-fields';
import type { MemberRecord, MembersState } from './types';
import { canRead, memberView, requireMember, setFor, type Ctx } from './view';

const SEARCH_FIELDS = ['loginEmail', 'contact.firstName', 'contact.lastName', 'profile.title', 'profile.nickname', 'profile.slug'];

function textAt(member: MemberRecord, path: string): string {
  const at = fieldAt(member, ...path.split('.'));
  return typeof at === 'string' ? at.toLowerCase() : '';
}

/** Plain-text `search`: the expression inside any of the named fields (default `profile.nickname`). */
function matchesSearch(member: MemberRecord, search: unknown): boolean {
  const { expression: given, fields: named } = fieldsOf(search);
  const expression = typeof given === 'string' ? given.toLowerCase() : '';
  if (!expression) return true;
  const fields: unknown[] = Array.isArray(named) && named.length ? named : ['profile.nickname'];
  return fields.filter((field): field is string => typeof field === 'string' && SEARCH_FIELDS.includes(field)).some((field) => textAt(member, field).includes(expression));
}

/**
 * One offset page of the members the caller may see (API keys: all; others: public profiles and
 * themselves), filtered on the wire field names, each in the field set the caller gets.
 */
function page(ctx: Ctx, query: PlatformQuery, search: unknown) {
  const visible = Object.values(ctx.state.members).filter((member) => canRead(ctx.caller, member) && matchesSearch(member, search));
  const result = guardQuery(() => runOffsetQuery(visible, query));
  return { json: { members: result.items.map((member) => memberView(member, setFor(ctx, member))), metadata: offsetMetadata(result) } };
}

/** Reads: one member, the list, the query. Visitors and other members see only public profiles. */
export const readRoutes: Route<MembersState>[] = [
  {
    method: 'GET', path: '/members/v1/members/:id', id: 'members.getMember', access: 'sessionOrApiKey',
    handle(ctx) {
      const member = requireMember(ctx, ctx.params['id'] ?? '');
      if (!canRead(ctx.caller, member)) raise(permissionDenied(`Member ${member.id} is private`));
      return { json: { member: memberView(member, setFor(ctx, member)) } };
    },
  },
  {
    method: 'GET', path: '/members/v1/members', id: 'members.listMembers', access: 'sessionOrApiKey',
    handle(ctx) {
      const query = guardQuery(() => parseQuery({ paging: ctx.query['paging'], sort: ctx.query['sorting'] }, 'sorting'));
      checkQueryFields(ctx.caller, query, undefined, 'query', 'sorting');
      return page(ctx, query, undefined);
    },
  },
  {
    method: 'POST', path: '/members/v1/members/query', id: 'members.queryMembers', access: 'sessionOrApiKey',
    handle(ctx) {
      const query = guardQuery(() => parseQuery(fieldsOf(ctx.body).query ?? {}));
      checkQueryFields(ctx.caller, query, fieldsOf(ctx.body).search, 'query');
      return page(ctx, query, fieldsOf(ctx.body).search);
    },
  },
];
