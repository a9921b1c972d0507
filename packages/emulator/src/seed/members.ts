import type { Seed } from '../engine/types';

const id = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

/**
 * The demo community: eleven more members beside the demo shopper (password `sitekit-demo` for all),
 * most with public profiles, a few private, one muted, one waiting for approval.
 */
export const COMMUNITY_MEMBERS = [
  { id: id(2), email: 'ada@sitekit.dev', firstName: 'Ada', lastName: 'Byron', nickname: 'Ada B.' },
  { id: id(3), email: 'grace@sitekit.dev', firstName: 'Grace', lastName: 'Hopper', nickname: 'Grace H.' },
  { id: id(4), email: 'linus@sitekit.dev', firstName: 'Linus', lastName: 'Tor', nickname: 'linus' },
  { id: id(5), email: 'maya@sitekit.dev', firstName: 'Maya', lastName: 'Ito', nickname: 'Maya Ito' },
  { id: id(6), email: 'omar@sitekit.dev', firstName: 'Omar', lastName: 'Haddad', nickname: 'Omar H.' },
  { id: id(7), email: 'priya@sitekit.dev', firstName: 'Priya', lastName: 'Nair', nickname: 'Priya' },
  { id: id(8), email: 'sam@sitekit.dev', firstName: 'Sam', lastName: 'Okafor', nickname: 'Sam O.' },
  { id: id(9), email: 'lena@sitekit.dev', firstName: 'Lena', lastName: 'Berg', nickname: 'Lena Berg' },
  { id: id(10), email: 'tomas@sitekit.dev', firstName: 'Tomás', lastName: 'Ruiz', nickname: 'Tomás' },
  { id: id(11), email: 'yuki@sitekit.dev', firstName: 'Yuki', lastName: 'Sato', nickname: 'Yuki S.' },
  { id: id(12), email: 'new.member@sitekit.dev', firstName: 'Noa', lastName: 'Levi', nickname: 'Noa (pending)', approved: false },
].map((row) => ({ password: 'sitekit-demo', verified: true, approved: true, ...row }));

/** Seed key `members.profiles`: privacy, titles and contact extras by member id. */
export const membersSeed: Seed = {
  members: {
    profiles: {
      [id(1)]: { title: 'Demo shopper', phones: ['+1 555 0100'], addresses: [{ id: 'addr-demo-1', addressLine: '1 Demo Street', city: 'Springfield', country: 'US', postalCode: '12345' }] },
      [id(2)]: { title: 'Knitwear enthusiast', lastLoginDate: '2024-05-01T10:00:00.000Z' },
      [id(3)]: { title: 'Hoodie collector' },
      [id(4)]: { privacyStatus: 'PRIVATE' },
      [id(5)]: { title: 'Weekend runner' },
      [id(6)]: { privacyStatus: 'PRIVATE' },
      [id(7)]: { title: 'Sustainable fashion' },
      [id(8)]: { activityStatus: 'MUTED' },
      [id(9)]: { title: 'Photographer' },
      [id(10)]: { privacyStatus: 'PRIVATE' },
      [id(11)]: { title: 'Minimalist' },
      [id(12)]: { privacyStatus: 'PRIVATE' },
    },
  },
};
