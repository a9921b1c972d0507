import { describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER, defaultSeed } from '@sitekit/emulator';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { Endpoint } from '../http/endpoint';
import { OAuthStrategy as VisitorOAuthStrategy } from './oauth-strategy';
import { OAuthStrategy } from './member/eager-member-strategy';

/** Behaviour against the emulator: the platform written from the spec, not from this SDK. */
const platform = duringTests(setupEmulator({
  seed: { ...defaultSeed, identity: { policy: { requireEmailVerification: true, requireOwnerApproval: false, requireCaptcha: false }, members: [DEMO_MEMBER] } },
}));

const MY_MEMBER: Endpoint = { method: 'GET', path: '/members/v1/members/my', fqn: 'com.wixpress.members.api.Members.GetMyMember' };
const members = { getMyMember: defineCall((send) => () => send(MY_MEMBER)) };
const REDIRECT = 'https://shop.example/callback';
const memberClient = () => createClient({ modules: { members }, auth: OAuthStrategy({ clientId: 'shop', redirectUri: REDIRECT }) });
const inbox = async () => ((await (await fetch('https://www.wixapis.com/_emulator/inbox?format=json')).json()) as { inbox: { to: string; code?: string }[] }).inbox;

describe('auth on the emulator', () => {
  it('a visitor session: 50 concurrent cold calls on edge, one anonymous grant', async () => {
    const client = createClient({ modules: { members }, auth: VisitorOAuthStrategy({ clientId: 'shop' }) });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => client.members.getMyMember()));
    expect(results).toHaveLength(50);
    expect(client.auth.getTokens().refreshToken.role).toBe('visitor');
    expect(platform.emulator.requests.filter((r) => r.routeId === 'oauth2.token')).toHaveLength(1);
    expect(platform.emulator.requests.filter((r) => r.url.startsWith('https://edge.wixapis.com/members/v1/members/my'))).toHaveLength(50);
  });

  it('login → SUCCESS → complete (server redirect) → member calls as the member → logout', async () => {
    const client = memberClient();
    const res = await client.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(res.loginState).toBe('SUCCESS');
    if (res.loginState !== 'SUCCESS') return;
    await client.auth.complete(res.data.sessionToken);
    expect(client.auth.loggedIn()).toBe(true);
    const me = await client.members.getMyMember();
    expect(JSON.stringify(me)).toContain(DEMO_MEMBER.id);
    const { logoutUrl } = await client.auth.logout('https://shop.example/');
    expect(logoutUrl).toMatch(/^https?:\/\//);
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('login → direct login on a server with no redirect URI (web_message, page read) → member calls as the member', async () => {
    const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId: 'shop' }) });
    const res = await client.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    if (res.loginState !== 'SUCCESS') throw new Error(`login: ${res.loginState}`);
    const tokens = await client.auth.getMemberTokensForDirectLogin(res.data.sessionToken);
    expect(tokens.refreshToken.role).toBe('member');
    client.auth.setTokens(tokens);
    expect(JSON.stringify(await client.members.getMyMember())).toContain(DEMO_MEMBER.id);
  });

  it('login error table against the platform: wrong password, unknown email', async () => {
    const client = memberClient();
    await expect(client.auth.login({ email: DEMO_MEMBER.email, password: 'nope!' })).resolves.toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    await expect(client.auth.login({ email: 'ghost@example.com', password: 'whatever' })).resolves.toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
  });

  it('register → EMAIL_VERIFICATION_REQUIRED → wrong code keeps the state → right code → SUCCESS', async () => {
    const client = memberClient();
    const reg = await client.auth.register({ email: 'new@example.com', password: 'pass1234', profile: { nickname: 'New' } });
    expect(reg.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    await expect(client.auth.register({ email: 'new@example.com', password: 'pass1234' })).resolves.toMatchObject({ errorCode: 'emailAlreadyExists' });
    await expect(client.auth.register({ email: 'not-an-email', password: 'pass1234' })).resolves.toMatchObject({ errorCode: 'invalidEmail' });
    await expect(client.auth.processVerification({ verificationCode: '000000' })).resolves.toMatchObject({ loginState: 'FAILURE' });
    const code = (await inbox()).filter((e) => e.to === 'new@example.com' && e.code).at(-1)!.code!;
    const done = await client.auth.processVerification({ verificationCode: code });
    expect(done.loginState).toBe('SUCCESS');
  });

  it('redirect login with PKCE: the hosted page is skipped with a session (prompt none), the code exchange checks state and verifier', async () => {
    const client = memberClient();
    const res = await client.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    if (res.loginState !== 'SUCCESS') throw new Error(res.loginState);
    const data = await client.auth.generateOAuthData(REDIRECT);
    const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query', sessionToken: res.data.sessionToken });
    const hop = await fetch(authUrl, { redirect: 'manual' });
    const parsed = client.auth.parseFromUrl(hop.headers.get('location')!, 'query');
    await expect(client.auth.getMemberTokens(parsed.code, 'forged', data)).rejects.toThrow('Invalid _state');
    await expect(client.auth.getMemberTokens(parsed.code, parsed.state, { ...data, codeVerifier: 'x'.repeat(43) })).rejects.toThrow('Failed to get member tokens');
  });

  it('a rejected refresh falls back to a visitor and reports the lost member session once', async () => {
    const onSessionLost = vi.fn();
    const client = createClient({
      modules: { members },
      auth: VisitorOAuthStrategy({ clientId: 'shop', onSessionLost, tokens: { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: 'sk_rt_unknown', role: 'member' } } }),
    });
    await Promise.allSettled([client.members.getMyMember(), client.members.getMyMember()]);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(platform.emulator.requests.filter((r) => r.routeId === 'oauth2.token').map((r) => (r.body as any).grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(client.auth.getTokens().refreshToken.role).toBe('visitor');
  });
});
