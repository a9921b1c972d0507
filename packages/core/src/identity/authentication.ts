import type { Call } from '../client/define-call';
import { endpointsOf } from '../client/define-service';
import { toWire } from '../transforms/wire';
import { requireObject, requireString } from '../validate/require';
import { authenticationService } from './service';
import type { CaptchaTokens, Identity, IdentityProfile, LoginId, LoginResponse, StateMachineResponse } from './types';

export { StateType, StateStatus, EmailTag, PhoneTag, AddressTag, PrivacyStatus, StatusName, Reason, TenantType } from './types';
export type { LoginId, Identity, IdentityProfile, StateMachineResponse, LoginResponse, State, CaptchaTokens, CustomValue } from './types';

/** The options of `registerV2`: the password, the new identity's profile, captcha tokens and client metadata. */
export interface RegisterV2Options {
  password?: string | undefined;
  profile?: IdentityProfile | undefined;
  captchaTokens?: CaptchaTokens | undefined;
  clientMetaData?: Record<string, string> | undefined;
}
/** The options of `loginV2`: the password, captcha tokens, client metadata, and the state token of a flow already under way. */
export interface LoginV2Options {
  password?: string | undefined;
  captchaTokens?: CaptchaTokens | undefined;
  clientMetaData?: Record<string, string> | undefined;
  stateToken?: string | undefined;
}
/** The options of `signOn`: the profile of the identity, and the `verifyEmail` and `mergeExistingContact` switches. */
export interface SignOnOptions {
  profile?: IdentityProfile | undefined;
  verifyEmail?: boolean | undefined;
  mergeExistingContact?: boolean | undefined;
}
/** The options of `logout`: the OAuth client, and where the platform sends the browser once the session has ended. */
export interface LogoutOptions {
  postLogoutRedirectUri?: string | undefined;
  clientId?: string | undefined;
}

/**
 * Registers an email/password identity. Email and password go as given (no client checks).
 * @example
 * ```ts
 * const res = await client.authentication.registerV2({ email }, { password, profile: { nickname } });
 * if (res.state === 'REQUIRE_EMAIL_VERIFICATION') askForCode(res.stateToken);
 * ```
 */
export const registerV2: Call<(loginId: LoginId, options?: RegisterV2Options) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v2/register', { name: 'RegisterV2', args: { loginId: 'object', options: 'options' } });

/**
 * Email/password login: the next state (`SUCCESS` with a `sessionToken`, or a pending state).
 */
export const loginV2: Call<(loginId: LoginId, options?: LoginV2Options) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v2/login', { name: 'LoginV2', args: { loginId: 'object', options: 'options' } });

/**
 * Legacy v1 register (`identity`, `authenticatorId`, `inputs`, `captchaTokens`).
 */
export const register: Call<(identity: Record<string, unknown>, options?: { authenticatorId?: string | undefined; inputs?: unknown; captchaTokens?: CaptchaTokens | undefined }) => Promise<LoginResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v1/register', { name: 'Register', args: { identity: 'object', options: 'options' } });

/**
 * Legacy v1 login (`identifier`, `authenticatorId`, `inputs`, `captchaTokens`, `loginId`).
 */
export const login: Call<(identifier: unknown, options?: { authenticatorId?: string | undefined; inputs?: unknown; captchaTokens?: CaptchaTokens | undefined; loginId?: LoginId | undefined }) => Promise<LoginResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v1/login', { name: 'Login', args: { identifier: 'object', options: 'options' } });

/**
 * Changes the logged-in member's password.
 */
export const changePassword: Call<(newPassword: string) => Promise<void>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v2/change-password', { name: 'ChangePassword', args: { newPassword: 'id' }, returns: false });

/** The legacy SSO call's body is its options object, whose connection id is required. */
const idpTokenParamsPayload = (options: { idpConnectionId: string; tokenParams?: Record<string, string> | undefined }) => {
  requireObject(options, 'options');
  requireString(options.idpConnectionId, 'idpConnectionId');
  return toWire(options);
};

/**
 * SSO login with an identity provider connection's token params (legacy).
 */
export const loginWithIdpConnectionTokenParams: Call<(options: { idpConnectionId: string; tokenParams?: Record<string, string> | undefined }) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v1/sso/login-with-token-params', { name: 'LoginWithIdpConnectionTokenParams', payload: idpTokenParamsPayload });

/** `{ stateToken }` alone, from the legacy call's options object (its one required field). */
const stateTokenPayload = (options: { stateToken: string }) => {
  requireString(options?.stateToken, 'stateToken');
  return { stateToken: options.stateToken };
};

/**
 * Asks the state machine for the next state of a pending login (e.g. after owner approval).
 */
export const proceedToNextState: Call<(options: { stateToken: string }) => Promise<LoginResponse>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v1/state/proceed', { name: 'ProceedToNextState', payload: stateTokenPayload });

/**
 * Back office: signs an identity on (creating it when new) and returns a session token. API key only.
 * @example
 * ```ts
 * const { sessionToken, identity } = await admin.authentication.signOn({ email }, { verifyEmail: false });
 * ```
 */
export const signOn: Call<(loginId: LoginId, options?: SignOnOptions) => Promise<{ sessionToken?: string | undefined; identity?: Identity | undefined }>> =
  /* @__PURE__ */ authenticationService('POST /_api/iam/authentication/v2/sign-on', { name: 'SignOn', args: { loginId: 'object', options: 'options' } });

/** One header of a raw HTTP response. */
export interface HeadersEntry {
  key?: string | undefined;
  value?: string | undefined;
}

/** A raw HTTP response, as `logout` answers it: the body as bytes (base64 on the wire). */
export interface RawHttpResponse {
  body: Uint8Array;
  statusCode?: number | null | undefined;
  headers: HeadersEntry[];
}

/** Base64 → bytes (what the platform's SDK reads a `bytes` field as). */
const bytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/**
 * Ends the platform session (GET, arguments in the query); answers the raw response, its `body` as bytes.
 * @example
 * ```ts
 * const { statusCode, body } = await client.authentication.logout({ clientId, postLogoutRedirectUri: 'https://shop.example/' });
 * new TextDecoder().decode(body);
 * ```
 */
export const logout: Call<(options?: LogoutOptions) => Promise<RawHttpResponse>> =
  /* @__PURE__ */ authenticationService('GET /_api/iam/authentication/v1/logout', {
    name: 'Logout', args: { options: 'options' },
    result: (response: Omit<RawHttpResponse, 'body'> & { body: Uint8Array | string }): RawHttpResponse =>
      (typeof response.body === 'string' ? { ...response, body: bytes(response.body) } : { ...response, body: response.body }),
  });

/**
 * The module's endpoints (path, method-name header parts), for tests and tooling.
 */
export const ENDPOINTS = /* @__PURE__ */ endpointsOf({
  registerV2, loginV2, register, login, changePassword, loginWithIdpConnectionTokenParams, proceedToNextState, signOn, logout,
});
