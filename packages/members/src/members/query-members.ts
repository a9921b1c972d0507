import {
  isTypedQuery, offsetPaging, optionalObject, queryBuilder, toWire, type Call, type QueryBuilder, type QueryResult,
} from '@sitekit/core-runtime';
import { memberFromWire, membersService } from './service';
import type { Member, MemberQuery, QueryMembersOptions, QueryMembersResponse } from './types';

/** Member fields a query can filter and sort on (SDK names). */
export type MembersQueryField =
  | '_id' | 'loginEmail' | 'contactId' | 'contact.firstName' | 'contact.lastName' | 'profile.nickname' | 'profile.slug'
  | 'privacyStatus' | '_createdDate' | 'lastLoginDate' | (string & {});
/**
 * The builder `queryMembers()` returns.
 */
export type MembersQueryBuilder = QueryBuilder<Member, MembersQueryField>;
/**
 * One page of `queryMembers().find()`.
 */
export type MembersQueryResult = QueryResult<Member>;

/**
 * Queries members (POST `/members/v1/members/query`, offset paging). With no query: a builder whose
 * `find()` pages through `{ members, metadata }`; the options (`fieldsets`, `search`) go at the top
 * level of the body next to `query`. With a typed query: the full response `{ members, metadata }`.
 *
 * @throws ValidationError when `options` or the typed query is not an object (before any request).
 * @example
 * ```ts
 * const page = await client.members.queryMembers({ fieldsets: [members.Set.PUBLIC] })
 *   .startsWith('profile.nickname', 'ki').ascending('_createdDate').limit(10).find();
 * const next = page.hasNext() ? await page.next() : undefined;
 *
 * const { members: found } = await client.members.queryMembers({ filter: { 'profile.slug': 'kim' } });
 * ```
 */
export const queryMembers: Call<{
  (options?: QueryMembersOptions): MembersQueryBuilder;
  (query: MemberQuery, options?: QueryMembersOptions): Promise<QueryMembersResponse>;
}> = /* @__PURE__ */ membersService('POST /members/v1/members/query', {
  name: 'QueryMembers',
  args: { query: 'query', options: 'options' },
  idempotent: true,
  isRequest: isTypedQuery,
  builder: (send, endpoint, options?: QueryMembersOptions) => {
    optionalObject(options, 'options');
    return queryBuilder<Member, MembersQueryField>({
      send, endpoint, items: 'members', paging: offsetPaging, transform: memberFromWire, extra: toWire(options ?? {}),
    });
  },
});
