/**
 * The emulator's test helpers (not shipped, not part of the public API): the constants, `call` (one
 * request through `emulator.handle`), callers (visitor, member, API key), an emulator with every
 * commerce domain, and checks for the URLs an answer emits.
 */
import { createEmulator, type Emulator, type EmulatorOptions } from '../src/engine/emulator';
import { base64UrlEncode } from '../src/engine/query';
import type { Domain } from '../src/engine/types';
import { allDomains } from '../src/domains/index';
import { domain as backInStock } from '../src/domains/back-in-stock';
import { domain as cart } from '../src/domains/cart';
import { domain as catalog } from '../src/domains/catalog';
import { STORES_APP_ID } from '../src/domains/catalog/access';
import { domain as checkout } from '../src/domains/checkout';
import { domain as collections } from '../src/domains/collections';
import { domain as orders } from '../src/domains/orders';
import { domain as recommendations } from '../src/domains/recommendations';

export { demoIds } from '../src/seed/commerce';
export { STORES_APP_ID };

/** The platform's API origin, which `call` sends to unless told otherwise. */
export const WWW = 'https://www.wixapis.com';
export const CLIENT_ID = 'test-client';
/** The emulator's default API key. */
export const API_KEY = 'emulator-api-key';
/** The seeded demo member's id (written out, so a test that expects it does not read it from the seed). */
export const DEMO_MEMBER_ID = '00000000-0000-4000-8000-000000000001';
/** RFC 7636 appendix B (checked against node:crypto SHA-256). */
export const PKCE = { verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' } as const;

export interface CallOptions {
  /** Access token or API key for `Authorization`. */
  auth?: string;
  body?: unknown;
  /** Sent as is (with the given `headers`), instead of `body`. */
  rawBody?: string;
  /** Sent form-encoded instead of JSON. */
  form?: Record<string, string>;
  /** Encoded as `.r=` base64url JSON. */
  r?: unknown;
  headers?: Record<string, string>;
  /** The origin the path is appended to (default `WWW`; none when the path is an absolute URL). */
  host?: string;
}

export interface CallResult {
  status: number;
  json: any;
  text: string;
  headers: Headers;
}

/** One request through `emulator.handle`. */
export async function call(emulator: Emulator, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.auth) headers.set('authorization', options.auth);
  let body: string | undefined = options.rawBody;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const query = options.r === undefined ? '' : `${path.includes('?') ? '&' : '?'}.r=${base64UrlEncode(JSON.stringify(options.r))}`;
  const host = options.host ?? (path.startsWith('http') ? '' : WWW);
  const res = await emulator.handle(new Request(`${host}${path}${query}`, { method, headers, body, redirect: 'manual' }));
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** A fresh visitor access token. */
export async function visitorToken(emulator: Emulator, clientId = CLIENT_ID): Promise<string> {
  const res = await call(emulator, 'POST', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } });
  if (res.status !== 200) throw new Error(`visitor token: ${res.status} ${res.text}`);
  return res.json.access_token as string;
}

/** Logs in with email/password and returns the IAM session token. */
export async function loginSession(emulator: Emulator, email = 'demo@sitekit.dev', password = 'sitekit-demo'): Promise<string> {
  const res = await call(emulator, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email }, password } });
  if (res.json?.state !== 'SUCCESS') throw new Error(`login failed: ${res.text}`);
  return res.json.sessionToken as string;
}

export function authBody(over: Record<string, unknown> = {}, prompt = 'login') {
  return {
    auth: {
      authRequest: {
        redirectUri: 'https://shop.example/callback',
        clientId: CLIENT_ID,
        codeChallenge: PKCE.challenge,
        codeChallengeMethod: 'S256',
        responseMode: 'query',
        responseType: 'code',
        scope: 'offline_access',
        state: 'st-123',
        ...over,
      },
      prompt,
    },
  };
}

/** Member tokens through the direct-login path: session token → redirect session (prompt none) → code → token. */
export async function memberTokens(emulator: Emulator, sessionToken?: string): Promise<{ access_token: string; refresh_token: string }> {
  const token = sessionToken ?? (await loginSession(emulator));
  const session = await call(emulator, 'POST', '/_api/redirects-api/v1/redirect-session', { body: authBody({ sessionToken: token }, 'none') });
  const page = await call(emulator, 'GET', new URL(session.json.redirectSession.fullUrl as string).pathname + new URL(session.json.redirectSession.fullUrl as string).search);
  const code = new URL(page.headers.get('location') ?? '').searchParams.get('code');
  const res = await call(emulator, 'POST', '/oauth2/token', {
    body: { clientId: CLIENT_ID, grantType: 'authorization_code', code, codeVerifier: PKCE.verifier, redirectUri: 'https://shop.example/callback' },
  });
  if (res.status !== 200) throw new Error(`token exchange failed: ${res.text}`);
  return res.json;
}

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
  return { catalogItemId: productId, appId: STORES_APP_ID, ...(options ? { options } : {}) };
}

/** URLs a caller hands the platform for later that must be refused: other schemes, and a site no allow-list names. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)//',
  ' javascript:alert(1)',
  'javascript://localhost/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example.com/phish',
  '//evil.example.com/phish',
] as const;

/** Every URL an answer emits: each `href` in its HTML and its `Location` header. */
export function emittedUrls(res: CallResult): string[] {
  const hrefs = [...res.text.matchAll(/href\s*=\s*["']?([^"'\s>]*)/gi)].map((hrefMatch) => hrefMatch[1] ?? '');
  const location = res.headers.get('location');
  return location === null ? hrefs : [...hrefs, location];
}

/** Whether a URL a page emits is safe to follow: a same-origin path or an absolute http(s) URL. */
export const isHttpOrPath = (url: string): boolean => /^(\/(?!\/)|https?:\/\/)/i.test(url);
