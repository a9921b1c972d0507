import { defineService, wireReader } from '@sitekit/core-runtime';

/**
 * Wire → SDK for members: `id`/`createdDate`/`updatedDate` renamed, the dates and `lastLoginDate`
 * as `Date`. Contact addresses keep their wire names (`addressLine`, as the platform's SDK leaves them).
 * @internal
 */
export const memberFromWire: <T = unknown>(wire: unknown) => T = /* @__PURE__ */ wireReader({ dates: ['lastLoginDate'] });

/**
 * The Members service (`com.wixpress.members.api.Members`) that every call of the module talks to.
 * @internal
 */
export const membersService = /* @__PURE__ */ defineService({
  fqn: 'com.wixpress.members.api.Members',
  entity: 'wix.members.v1.member',
  pkg: '@wix/auto_sdk_members_members',
  fromWire: memberFromWire,
});
