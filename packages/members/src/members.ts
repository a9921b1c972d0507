/**
 * `@sitekit/members/members`: the `members` module alone.
 *
 * @example
 * ```ts
 * import { members } from '@sitekit/members/members';
 * const client = createClient({ modules: { members }, auth });
 * await client.members.joinCommunity();
 * ```
 */
export * as members from './members/index';
