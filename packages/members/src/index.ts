/**
 * `@sitekit/members`: site members, as the platform SDK's `@wix/members`.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { members } from '@sitekit/members';
 * const client = createClient({ modules: { members }, auth });
 * const { member } = await client.members.getCurrentMember({ fieldsets: [members.Set.FULL] });
 * ```
 */
export * as members from './members/index';
