import type { Seed } from '../engine/types';

/**
 * The demo member every environment starts with (log in on the hosted page with these).
 */
export const DEMO_MEMBER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'demo@sitekit.dev',
  password: 'sitekit-demo',
  firstName: 'Demo',
  lastName: 'Shopper',
  nickname: 'Demo Shopper',
  verified: true,
  approved: true,
} as const;

/**
 * Seed keys of the identity domains: `identity.policy` and `identity.members`.
 */
export const identitySeed: Seed = {
  identity: {
    policy: { requireEmailVerification: true, requireOwnerApproval: false, requireCaptcha: false },
    members: [DEMO_MEMBER],
  },
};
