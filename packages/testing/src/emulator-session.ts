import { afterAll, afterEach, beforeAll } from 'vitest';

/** The platform's API host, where the emulator's MSW face answers. */
export const WWW = 'https://www.wixapis.com';
/** The emulator's API key (a merchant's token). */
export const EMULATOR_API_KEY = 'emulator-api-key';
/** The emulator's seeded demo member and their password. */
export const DEMO_MEMBER = { id: '00000000-0000-4000-8000-000000000001', email: 'demo@sitekit.dev', password: 'sitekit-demo' } as const;

/**
 * Runs the emulator's MSW face (or any MSW server) for a test file: listening before the tests,
 * reset after each (after `options.afterEach`, such as Testing Library's `cleanup`), closed after all.
 *
 * @example
 * ```ts
 * const platform = duringTests(setupEmulator());
 * const rendered = duringTests(setupEmulator(), { afterEach: cleanup });
 * ```
 */
export function duringTests<P extends { listen(): void; reset(): void; close(): void }>(platform: P, options: { afterEach?: () => void } = {}): P {
  beforeAll(() => platform.listen());
  afterEach(() => {
    options.afterEach?.();
    platform.reset();
  });
  afterAll(() => platform.close());
  return platform;
}

/**
 * POSTs JSON to the platform (raw, without the SDK) and returns the JSON answer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the raw JSON answer's fields directly (what the platform sent is what they check)
export async function postJson(path: string, body: unknown, authorization?: string, host = WWW): Promise<any> {
  const res = await fetch(host + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * A visitor's access token (the anonymous grant).
 */
export const visitorToken = async (host = WWW): Promise<string> =>
  (await postJson('/oauth2/token', { clientId: 'test', grantType: 'anonymous' }, undefined, host)).access_token;

/**
 * A member's access token through the external-login grant (a visitor token with the API key), for a
 * member id, or for a login (`{ email, password }`: the password login's session token goes along).
 */
export async function memberToken(who: string | { email: string; password: string } = DEMO_MEMBER.id, host = WWW): Promise<string> {
  let grant: Record<string, string> = { member_id: typeof who === 'string' ? who : '' };
  if (typeof who !== 'string') {
    const login = await postJson('/_api/iam/authentication/v2/login', { loginId: { email: who.email }, password: who.password }, undefined, host);
    grant = { member_id: login.identity.id, session_token: login.sessionToken };
  }
  const body = { grant_type: 'authorized_client', scope: 'offline_access', ...grant };
  return (await postJson('/oauth2/token', body, `${await visitorToken(host)},${EMULATOR_API_KEY}`, host)).access_token;
}
