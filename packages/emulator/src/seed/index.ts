import type { Seed } from '../engine/types';
import { commerceSeed } from './commerce';
import { cmsSeed } from './cms';
import { DEMO_MEMBER, identitySeed } from './identity';
import { COMMUNITY_MEMBERS, membersSeed } from './members';
import { reviewsSeed } from './reviews';

export { identitySeed, DEMO_MEMBER } from './identity';

/**
 * The default data: the demo store (with the setup the platform's Next.js templates read: the
 * `hidden-homepage-*` collections, CMS `Pages` and the `next-js-frontend-*` `Menus`), the demo member
 * and eleven more community members (some public, some private), and the API key `emulator-api-key`.
 *
 * @example
 * ```ts
 * const emulator = createEmulator({ seed: { ...defaultSeed, apiKeys: ['test-key'] } });
 * ```
 */
export const defaultSeed: Seed = {
  ...commerceSeed,
  ...identitySeed,
  identity: { ...(identitySeed['identity'] as object), members: [DEMO_MEMBER, ...COMMUNITY_MEMBERS] },
  ...membersSeed,
  ...reviewsSeed,
  ...cmsSeed,
  apiKeys: ['emulator-api-key'],
};
