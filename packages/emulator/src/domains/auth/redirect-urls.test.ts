import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { defaultSeed } from '../../seed';
import { call, emittedUrls, HOSTILE_URLS, isHttpOrPath, memberTokens, visitorToken } from '../../../test/helpers';
import type { AuthState } from './types';

const SEND = '/_api/iam/recovery/v1/send-email';
const LOGOUT = '/_api/iam/authentication/v1/logout';
const DEMO = 'demo@sitekit.dev';
const unsafe = (res: Parameters<typeof emittedUrls>[0]) => emittedUrls(res).filter((u) => !isHttpOrPath(u));

describe('recovery email redirect.url', () => {
  it('each hostile URL is refused with 400 naming redirect.url, for known and unknown emails alike; nothing is mailed', async () => {
    const e = createEmulator();
    for (const email of [DEMO, 'ghost@x.co']) {
      for (const url of HOSTILE_URLS) {
        const res = await call(e, 'POST', SEND, { body: { email, redirect: { url, clientId: 'c' } } });
        expect(res.status, url).toBe(400);
        expect(res.json.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'redirect.url' })]);
      }
    }
    expect(e.inbox).toHaveLength(0);
  });

  it('allowed URLs (localhost, test domains) are mailed; a registered client only its origins', async () => {
    const e = createEmulator({ seed: { ...defaultSeed, oauthClients: { shop: { redirectUris: ['https://shop.real'] } } } });
    const status = async (url: string, clientId?: string, token?: string) =>
      (await call(e, 'POST', SEND, { body: { email: DEMO, redirect: { url, ...(clientId ? { clientId } : {}) } }, ...(token ? { auth: token } : {}) })).status;
    expect(await status('http://localhost:3000/reset')).toBe(200);
    expect(await status('https://shop.example/reset', 'c')).toBe(200);
    expect(await status('https://shop.real/reset', 'shop')).toBe(200);
    expect(await status('https://shop.example/reset', 'shop')).toBe(400);
    expect(await status('https://shop.example/reset', undefined, await visitorToken(e, 'shop'))).toBe(400);
    expect(e.inbox.map((m) => new URL(m.link ?? '').origin)).toEqual(['http://localhost:3000', 'https://shop.example', 'https://shop.real']);
  });

  it('the inbox page links only to http(s) URLs, even when a stored link is hostile', async () => {
    const e = createEmulator();
    await call(e, 'POST', SEND, { body: { email: DEMO, redirect: { url: 'https://shop.example/reset' } } });
    await call(e, 'POST', SEND, { body: { email: DEMO } });
    const inbox = e.engine.stateOf<AuthState>('auth').inbox;
    const [first, second] = inbox;
    if (first) first.link = 'javascript:alert(document.domain)//';
    if (second) second.link = 'data:text/html,<script>alert(1)</script>';
    await call(e, 'POST', SEND, { body: { email: DEMO, redirect: { url: 'http://localhost:3000/reset' } } });
    const page = await call(e, 'GET', '/_emulator/inbox');
    expect(page.status).toBe(200);
    expect(unsafe(page)).toEqual([]);
    expect(page.text.match(/open link/g)).toHaveLength(1);
    expect(page.text).toContain('href="http://localhost:3000/reset?recoveryToken=');
  });
});

describe('IAM logout postLogoutRedirectUri', () => {
  it('each hostile URL is refused with 400 before anything is ended', async () => {
    const e = createEmulator();
    const { access_token } = await memberTokens(e);
    for (const url of HOSTILE_URLS) {
      const res = await call(e, 'GET', `${LOGOUT}?postLogoutRedirectUri=${encodeURIComponent(url)}&clientId=test-client`, { auth: access_token });
      expect(res.status, url).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.json.details.validationError.fieldViolations[0].field).toBe('postLogoutRedirectUri');
    }
    expect((await call(e, 'GET', '/members/v1/members/my', { auth: access_token })).status).toBe(200);
  });

  it('an allowed URL is redirected to; a registered client only to its origins', async () => {
    const e = createEmulator({ seed: { ...defaultSeed, oauthClients: { shop: { redirectUris: ['https://shop.real'] } } } });
    const go = (url: string, clientId: string) => call(e, 'GET', `${LOGOUT}?postLogoutRedirectUri=${encodeURIComponent(url)}&clientId=${clientId}`, { headers: { 'sec-fetch-mode': 'navigate' } });
    expect((await go('http://localhost:3000/bye', 'c')).headers.get('location')).toBe('http://localhost:3000/bye');
    expect((await go('https://shop.real/bye', 'shop')).status).toBe(302);
    expect((await go('http://localhost:3000/bye', 'shop')).status).toBe(400);
  });
});
