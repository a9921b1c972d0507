import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { API_KEY, call, DEMO_MEMBER_ID } from '../../../test/helpers';

const R = '/_api/iam/recovery';
const V = '/_api/iam/verification';

describe('recovery', () => {
  it('send-email puts a link with a recovery token to the redirect url in the inbox; recover sets the password', async () => {
    const e = createEmulator();
    const sent = await call(e, 'POST', `${R}/v1/send-email`, { body: { email: 'demo@sitekit.dev', language: 'en', redirect: { url: 'https://shop.example/reset', clientId: 'c' } } });
    expect(sent.json).toEqual({});
    const mail = e.inbox.at(-1);
    expect(mail).toMatchObject({ to: 'demo@sitekit.dev', kind: 'password-reset', token: expect.stringMatching(/^sk_rec_/) });
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('https://shop.example/reset');
    expect(link.searchParams.get('recoveryToken')).toBe(mail?.token);
    const done = await call(e, 'POST', `${R}/v1/recover`, { body: { recoveryToken: mail?.token, password: 'brand-new' } });
    expect(done.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { id: DEMO_MEMBER_ID } });
    expect((await call(e, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email: 'demo@sitekit.dev' }, password: 'brand-new' } })).json.state).toBe('SUCCESS');
    const reused = await call(e, 'POST', `${R}/v1/recover`, { body: { recoveryToken: mail?.token, password: 'again-1' } });
    expect(reused.json.details.applicationError.code).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('send-email for an unknown address answers the same and sends nothing', async () => {
    const e = createEmulator();
    expect((await call(e, 'POST', `${R}/v1/send-email`, { body: { email: 'ghost@x.co' } })).json).toEqual({});
    expect(e.inbox).toHaveLength(0);
  });

  it('activation-email sends an activation link to a known identity (needs a caller)', async () => {
    const e = createEmulator();
    expect((await call(e, 'POST', `${R}/v1/activation-email`, { body: { identityId: DEMO_MEMBER_ID } })).status).toBe(401);
    expect((await call(e, 'POST', `${R}/v1/activation-email`, { auth: API_KEY, body: { identityId: 'nope' } })).status).toBe(404);
    await call(e, 'POST', `${R}/v1/activation-email`, { auth: API_KEY, body: { identityId: DEMO_MEMBER_ID } });
    expect(e.inbox.at(-1)).toMatchObject({ kind: 'activation', link: expect.stringContaining('/_emulator/reset-password?recoveryToken=') });
  });
});

describe('verification', () => {
  it('start works with both spellings and sends a code', async () => {
    const e = createEmulator();
    for (const path of ['/v1/start', '/v1/Start']) {
      const res = await call(e, 'POST', `${V}${path}`, { body: { identityId: DEMO_MEMBER_ID, target: 'EMAIL' } });
      expect(res.json).toEqual({ verificationId: expect.any(String) });
    }
    expect(e.inbox.filter((m) => m.kind === 'verification')).toHaveLength(2);
  });

  it('verify rejects a wrong code; resend replaces the code', async () => {
    const e = createEmulator();
    const reg = await call(e, 'POST', '/_api/iam/authentication/v2/register', { body: { loginId: { email: 'n@x.co' }, password: 'pw-123' } });
    const stateToken = reg.json.stateToken as string;
    const first = e.inbox.at(-1)?.code ?? '';
    const wrong = await call(e, 'POST', `${V}/v1/auth/verify`, { body: { code: first === '123456' ? '654321' : '123456', stateToken } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.details.applicationError.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await call(e, 'POST', `${V}/v1/auth/resend`, { body: { stateToken } })).json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken });
    const second = e.inbox.at(-1)?.code ?? '';
    expect(e.inbox).toHaveLength(2);
    if (second !== first) expect((await call(e, 'POST', `${V}/v1/auth/verify`, { body: { code: first, stateToken } })).status).toBe(400);
    expect((await call(e, 'POST', `${V}/v1/auth/verify`, { body: { code: second, stateToken } })).json.state).toBe('SUCCESS');
    expect((await call(e, 'POST', `${V}/v1/auth/resend`, { body: { stateToken: 'nope' } })).status).toBe(400);
  });

  it('the inbox is viewable as HTML and JSON', async () => {
    const e = createEmulator();
    await call(e, 'POST', `${V}/v1/start`, { body: { identityId: DEMO_MEMBER_ID } });
    const html = await call(e, 'GET', '/_emulator/inbox');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.text).toContain(e.inbox[0]?.code);
    expect((await call(e, 'GET', '/_emulator/inbox?format=json')).json.inbox).toHaveLength(1);
  });
});
