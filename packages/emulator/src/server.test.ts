import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server';
import { CLIENT_ID, PKCE } from './test-support';

const REDIRECT_URI = 'http://localhost:3000/auth/callback';
let platform: RunningEmulator;
beforeAll(async () => {
  platform = await startEmulator({ port: 0 });
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function authSession(prompt = 'login', responseMode = 'query') {
  const res = await post('/_api/redirects-api/v1/redirect-session', {
    auth: {
      authRequest: { redirectUri: REDIRECT_URI, clientId: CLIENT_ID, codeChallenge: PKCE.challenge, codeChallengeMethod: 'S256', responseMode, responseType: 'code', scope: 'offline_access', state: 'xyz' },
      prompt,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { redirectSession: { fullUrl: string; id: string } }).redirectSession;
}

describe('HTTP face', () => {
  it('listens on a random port and answers with JSON and a request id', async () => {
    expect(platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await res.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('full hosted login: redirect session → login page → form POST → 302 with code/state → token → members/my', async () => {
    const session = await authSession();
    expect(session.fullUrl.startsWith(`${platform.url}/_emulator/oauth/authorize?session=`)).toBe(true);

    const page = await fetch(session.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const sessionField = /name="session" value="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe('/_emulator/oauth/authorize');
    expect(sessionField).toBe(session.id);

    const wrong = await fetch(new URL(action ?? '', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.id, email: 'demo@sitekit.dev', password: 'nope' }),
      redirect: 'manual',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong email or password');

    const submitted = await fetch(new URL(action ?? '', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.id, email: 'demo@sitekit.dev', password: 'sitekit-demo' }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    expect(submitted.headers.getSetCookie().some((c) => c.startsWith('sk_session='))).toBe(true);
    const location = new URL(submitted.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code');

    const tokens = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'authorization_code', redirectUri: REDIRECT_URI, code, codeVerifier: PKCE.verifier });
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as { access_token: string };

    const me = await fetch(`${platform.url}/members/v1/members/my`, { headers: { authorization: access_token } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { member: { loginEmail: string } }).member.loginEmail).toBe('demo@sitekit.dev');
  });

  it('the hosted session cookie lets prompt=none answer without a form; hosted logout ends it', async () => {
    const login = await authSession();
    const res = await fetch(`${platform.url}/_emulator/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: login.id, email: 'demo@sitekit.dev', password: 'sitekit-demo' }),
      redirect: 'manual',
    });
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const silent = await fetch((await authSession('none')).fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toMatch(/^sk_code_/);

    const out = await post('/_api/redirects-api/v1/redirect-session', { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'http://localhost:3000/' } });
    const { fullUrl } = ((await out.json()) as { redirectSession: { fullUrl: string } }).redirectSession;
    const bye = await fetch(fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(bye.status).toBe(302);
    expect(bye.headers.get('location')).toBe('http://localhost:3000/');
    const after = await fetch((await authSession('none')).fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(new URL(after.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('a dropped request is a network error for fetch', async () => {
    platform.emulator.faults.add({ route: 'oauth2.token', drop: true, times: 1 });
    await expect(post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' })).rejects.toBeInstanceOf(TypeError);
  });
});

describe('state file', () => {
  it('saves state on close and loads it on the next start', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'sitekit-emulator-')), 'state.json');
    const first = await startEmulator({ statePath });
    const res = await fetch(`${first.url}/oauth2/token`, { method: 'POST', body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }) });
    const { access_token } = (await res.json()) as { access_token: string };
    await first.close();
    expect(JSON.parse(readFileSync(statePath, 'utf8'))).toMatchObject({ version: 1 });
    const second = await startEmulator({ statePath });
    try {
      expect(second.emulator.stateOf('auth').accessTokens[access_token]).toBeDefined();
    } finally {
      await second.close();
    }
  });
});
