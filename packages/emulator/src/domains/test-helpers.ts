/**
 * Test helpers for the commerce domains: an emulator with them registered and callers (visitor, member,
 * API key); requests go through `call` of `../test-support`.
 */
import { createEmulator, type Emulator, type EmulatorOptions } from '../engine/emulator';
import { API_KEY, call, visitorToken } from '../test-support';
import type { Domain } from '../engine/types';
import { allDomains } from './index';
import { domain as backInStock } from './back-in-stock';
import { domain as cart } from './cart';
import { domain as catalog } from './catalog';
import { domain as checkout } from './checkout';
import { domain as collections } from './collections';
import { domain as orders } from './orders';
import { domain as recommendations } from './recommendations';

export { API_KEY, call, visitorToken, WWW } from '../test-support';
export const DEMO_MEMBER_ID = '00000000-0000-4000-8000-000000000001';
export { demoIds } from '../seed/commerce';
export { STORES_APP_ID } from './catalog/access';

const commerceDomains: Domain[] = [catalog, collections, cart, checkout, orders, backInStock, recommendations];

/** An emulator with every commerce domain, whether or not `allDomains` lists it yet. */
export function commerceEmulator(options: EmulatorOptions = {}): Emulator {
  const missing = commerceDomains.filter((domain) => !allDomains.some((a) => a.name === domain.name));
  return createEmulator({ ...options, extraDomains: [...missing, ...(options.extraDomains ?? [])] });
}

/** Member tokens for `memberId` (default: the seeded demo member) via the external-login grant. */
export async function member(emulator: Emulator, memberId = DEMO_MEMBER_ID, sessionToken?: string): Promise<string> {
  const visitor = await visitorToken(emulator);
  const res = await call(emulator, 'POST', '/oauth2/token', {
    auth: `${visitor},${API_KEY}`,
    body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId, ...(sessionToken ? { session_token: sessionToken } : {}) },
  });
  if (res.status !== 200) throw new Error(`member token: ${res.status} ${res.text}`);
  return res.json.access_token as string;
}

/** A second, freshly signed-on member. */
export async function otherMember(emulator: Emulator, email = 'other.shopper@example.com'): Promise<string> {
  const signOn = await call(emulator, 'POST', '/_api/iam/authentication/v2/sign-on', { auth: API_KEY, body: { loginId: { email } } });
  if (signOn.status !== 200) throw new Error(`sign-on: ${signOn.status} ${signOn.text}`);
  return member(emulator, signOn.json.identity.id as string, signOn.json.sessionToken as string);
}

/** A catalog reference to a product (and optionally a variant or option choices). */
export function ref(productId: string, options?: { variantId?: string; options?: Record<string, string> }) {
  return { catalogItemId: productId, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', ...(options ? { options } : {}) };
}
