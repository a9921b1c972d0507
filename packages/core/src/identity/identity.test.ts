import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { OAuthStrategy } from '../auth/oauth-strategy';
import { nowSeconds } from '../auth/tokens';
import { authentication, recovery, verification } from '../identity';

const wire = wireServer();
const client = () => createClient({ modules: { authentication, recovery, verification }, auth: StaticTokenStrategy({ accessToken: 'tok' }) });
const IAM = 'https://www.wixapis.com/_api/iam';
const gw = (svc: string, service: string, method: string, entity?: string) =>
  `environment=js-sdk,package-name=@wix/auto_sdk_identity_${svc},method-fqn=wix.iam.${svc}.v1.${service}.${method}${entity ? `,entity=${entity}` : ''}`;
const AUTH_ENTITY = 'wix.iam.authentication.v1.authentication';
const VER_ENTITY = 'wix.iam.verification.v1.start_response';
const STATE = {
  state: 'SUCCESS', sessionToken: 'sess', stateToken: 'st',
  identity: { id: 'i1', createdDate: '2024-01-02T03:04:05.000Z', identityProfile: { customFields: [{ name: 'bday', value: { dateValue: '2000-01-01T00:00:00.000Z' } }] } },
  additionalData: { plan: { strValue: 'gold' } },
};

type Row = [string, (c: ReturnType<typeof client>) => Promise<unknown>, string, string, unknown, string];
const rows: Row[] = [
  ['authentication.registerV2', (c) => c.authentication.registerV2({ email: 'a@b.c' }, { password: 'pw', profile: { nickname: 'N' }, captchaTokens: [{ Recaptcha: 'r' }], clientMetaData: { k: 'v' } }),
    'POST', `${IAM}/authentication/v2/register`, { loginId: { email: 'a@b.c' }, password: 'pw', profile: { nickname: 'N' }, captchaTokens: [{ Recaptcha: 'r' }], clientMetaData: { k: 'v' } }, gw('authentication', 'AuthenticationService', 'RegisterV2', AUTH_ENTITY)],
  ['authentication.loginV2', (c) => c.authentication.loginV2({ email: 'a@b.c' }, { password: 'pw', stateToken: 'st' }),
    'POST', `${IAM}/authentication/v2/login`, { loginId: { email: 'a@b.c' }, password: 'pw', stateToken: 'st' }, gw('authentication', 'AuthenticationService', 'LoginV2', AUTH_ENTITY)],
  ['authentication.register (v1)', (c) => c.authentication.register({ email: 'a@b.c' }, { authenticatorId: 'password', inputs: [{ value: 'pw' }], captchaTokens: [] }),
    'POST', `${IAM}/authentication/v1/register`, { identity: { email: 'a@b.c' }, authenticatorId: 'password', inputs: [{ value: 'pw' }], captchaTokens: [] }, gw('authentication', 'AuthenticationService', 'Register', AUTH_ENTITY)],
  ['authentication.login (v1)', (c) => c.authentication.login({ email: 'a@b.c' }, { authenticatorId: 'password', inputs: [{ value: 'pw' }], loginId: { email: 'a@b.c' } }),
    'POST', `${IAM}/authentication/v1/login`, { identifier: { email: 'a@b.c' }, authenticatorId: 'password', inputs: [{ value: 'pw' }], loginId: { email: 'a@b.c' } }, gw('authentication', 'AuthenticationService', 'Login', AUTH_ENTITY)],
  ['authentication.changePassword', (c) => c.authentication.changePassword('n3w'),
    'POST', `${IAM}/authentication/v2/change-password`, { newPassword: 'n3w' }, gw('authentication', 'AuthenticationService', 'ChangePassword', AUTH_ENTITY)],
  ['authentication.loginWithIdpConnectionTokenParams', (c) => c.authentication.loginWithIdpConnectionTokenParams({ idpConnectionId: 'idp', tokenParams: { id_token: 'x' } }),
    'POST', `${IAM}/authentication/v1/sso/login-with-token-params`, { idpConnectionId: 'idp', tokenParams: { id_token: 'x' } }, gw('authentication', 'AuthenticationService', 'LoginWithIdpConnectionTokenParams', AUTH_ENTITY)],
  ['authentication.proceedToNextState', (c) => c.authentication.proceedToNextState({ stateToken: 'st' }),
    'POST', `${IAM}/authentication/v1/state/proceed`, { stateToken: 'st' }, gw('authentication', 'AuthenticationService', 'ProceedToNextState', AUTH_ENTITY)],
  ['authentication.signOn', (c) => c.authentication.signOn({ email: 'a@b.c' }, { verifyEmail: false, mergeExistingContact: true }),
    'POST', `${IAM}/authentication/v2/sign-on`, { loginId: { email: 'a@b.c' }, verifyEmail: false, mergeExistingContact: true }, gw('authentication', 'AuthenticationService', 'SignOn', AUTH_ENTITY)],
  ['recovery.sendRecoveryEmail', (c) => c.recovery.sendRecoveryEmail('a@b.c', { language: 'en', redirect: { url: 'https://s/', clientId: 'cid' } }),
    'POST', `${IAM}/recovery/v1/send-email`, { email: 'a@b.c', language: 'en', redirect: { url: 'https://s/', clientId: 'cid' } }, gw('recovery', 'RecoveryService', 'SendRecoveryEmail')],
  ['recovery.sendActivationEmail', (c) => c.recovery.sendActivationEmail('i1', { emailOptions: { x: 1 } }),
    'POST', `${IAM}/recovery/v1/activation-email`, { identityId: 'i1', emailOptions: { x: 1 } }, gw('recovery', 'RecoveryService', 'SendActivationEmail')],
  ['recovery.recover', (c) => c.recovery.recover('rec', { password: 'pw' }),
    'POST', `${IAM}/recovery/v1/recover`, { recoveryToken: 'rec', password: 'pw' }, gw('recovery', 'RecoveryService', 'Recover')],
  ['verification.start', (c) => c.verification.start({ identityId: 'i1', target: 'EMAIL' }),
    'POST', `${IAM}/verification/v1/start`, { identityId: 'i1', target: 'EMAIL' }, gw('verification', 'VerificationService', 'Start', VER_ENTITY)],
  ['verification.verifyDuringAuthentication', (c) => c.verification.verifyDuringAuthentication('123', { stateToken: 'st' }),
    'POST', `${IAM}/verification/v1/auth/verify`, { code: '123', stateToken: 'st' }, gw('verification', 'VerificationService', 'VerifyDuringAuthentication', VER_ENTITY)],
  ['verification.resendDuringAuthentication', (c) => c.verification.resendDuringAuthentication('st'),
    'POST', `${IAM}/verification/v1/auth/resend`, { stateToken: 'st' }, gw('verification', 'VerificationService', 'ResendDuringAuthentication', VER_ENTITY)],
];

describe('identity modules: every call on the wire', () => {
  it.each(rows)('%s', async (_, call, method, url, body, gateway) => {
    wire.reply(STATE);
    await call(client());
    const [req] = wire.requests;
    expect(req!.method).toBe(method);
    expect(req!.url.href).toBe(url);
    expect(JSON.parse(req!.body)).toEqual(body);
    expect(req!.headers.get('authorization')).toBe('tok');
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(gateway);
  });

  it('logout is a GET with its options in the query', async () => {
    wire.reply({});
    await client().authentication.logout({ postLogoutRedirectUri: 'https://s/', clientId: 'cid' });
    const [req] = wire.requests;
    expect(req!.method).toBe('GET');
    expect(req!.url.href).toBe(`${IAM}/authentication/v1/logout?postLogoutRedirectUri=https%3A%2F%2Fs%2F&clientId=cid`);
    expect(req!.headers.get('content-type')).toBeNull();
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(gw('authentication', 'AuthenticationService', 'Logout', AUTH_ENTITY));
  });

  it('logout answers the platform SDK\'s RawHttpResponse: body as bytes (base64 on the wire), status code and headers as sent', async () => {
    wire.reply({ body: 'aGk=', statusCode: 302, headers: [{ key: 'location', value: 'https://s/' }] });
    const res = await client().authentication.logout({ clientId: 'cid' });
    expect(res.body).toBeInstanceOf(Uint8Array);
    expect([...res.body]).toEqual([104, 105]);
    expect(res).toMatchObject({ statusCode: 302, headers: [{ key: 'location', value: 'https://s/' }] });
  });

  it('state-machine responses: _id, dates (custom dateValue too) as Date', async () => {
    wire.reply(STATE);
    const res = await client().authentication.loginV2({ email: 'a@b.c' }, { password: 'pw' });
    expect(res.identity!._id).toBe('i1');
    expect(res.identity!._createdDate).toEqual(new Date('2024-01-02T03:04:05.000Z'));
    expect(res.identity!.identityProfile!.customFields![0]!.value!.dateValue).toEqual(new Date('2000-01-01T00:00:00.000Z'));
    expect(res).toMatchObject({ state: 'SUCCESS', sessionToken: 'sess', stateToken: 'st', additionalData: { plan: { strValue: 'gold' } } });
  });

  it('state-machine responses: a custom numValue is a float, also when it travels as "NaN" or "Infinity"', async () => {
    wire.reply({
      state: 'SUCCESS',
      identity: { id: 'i1', identityProfile: { customFields: [{ name: 'score', value: { numValue: 'Infinity' } }] } },
      additionalData: { a: { numValue: 1.5 }, b: { numValue: 'NaN' }, c: { numValue: '-Infinity' }, d: { strValue: 'NaN' } },
    });
    const res = await client().authentication.loginV2({ email: 'a@b.c' }, { password: 'pw' });
    expect(res.identity!.identityProfile!.customFields![0]!.value!.numValue).toBe(Infinity);
    expect(res.additionalData).toEqual({ a: { numValue: 1.5 }, b: { numValue: NaN }, c: { numValue: -Infinity }, d: { strValue: 'NaN' } });
  });

  it('bad ids are a ValidationError before any request', async () => {
    const c = client();
    await expect(c.recovery.recover('')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(c.verification.verifyDuringAuthentication('1', {} as any)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(c.authentication.proceedToNextState({} as any)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wire.requests).toHaveLength(0);
  });

  it('as module calls of an OAuth client they go to edge like every module call (docs/wire/conventions.md, Hosts); useCDN: false keeps www', async () => {
    const tokens = { accessToken: { value: 'at', expiresAt: nowSeconds() + 999 }, refreshToken: { value: 'rt', role: 'visitor' as const } };
    wire.reply(STATE, {}, STATE);
    const c = createClient({ modules: { authentication, recovery }, auth: OAuthStrategy({ clientId: 'cid', tokens }) });
    await c.authentication.loginV2({ email: 'a@b.c' });
    await c.recovery.sendRecoveryEmail('a@b.c');
    const www = createClient({ modules: { authentication }, useCDN: false, auth: OAuthStrategy({ clientId: 'cid', tokens }) });
    await www.authentication.loginV2({ email: 'a@b.c' });
    expect(wire.requests.map((r) => r.url.href)).toEqual([
      'https://edge.wixapis.com/_api/iam/authentication/v2/login',
      'https://edge.wixapis.com/_api/iam/recovery/v1/send-email',
      'https://www.wixapis.com/_api/iam/authentication/v2/login',
    ]);
  });
});
