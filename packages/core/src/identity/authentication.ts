import { defineCall } from '../client/define-call';
import { toWire } from '../transforms/wire';
import { requireString } from '../validate/require';
import { iam } from './endpoints';
import { fromStateResponse, type CaptchaTokens, type Identity, type IdentityProfile, type LoginId, type StateMachineResponse } from './types';

export { StateType, EmailTag, PhoneTag, AddressTag, PrivacyStatus, StatusName, Reason, TenantType } from './types';
export type { LoginId, Identity, IdentityProfile, StateMachineResponse, CaptchaTokens, CustomValue } from './types';

const ep = iam('authentication', 'AuthenticationService', 'wix.iam.authentication.v1.authentication');
/** The module's endpoints (path, method-name header parts), for tests and tooling. */
export const ENDPOINTS = {
  registerV2: ep('/v2/register', 'RegisterV2'),
  loginV2: ep('/v2/login', 'LoginV2'),
  register: ep('/v1/register', 'Register'),
  login: ep('/v1/login', 'Login'),
  changePassword: ep('/v2/change-password', 'ChangePassword'),
  loginWithIdpConnectionTokenParams: ep('/v1/sso/login-with-token-params', 'LoginWithIdpConnectionTokenParams'),
  proceedToNextState: ep('/v1/state/proceed', 'ProceedToNextState'),
  signOn: ep('/v2/sign-on', 'SignOn'),
  logout: ep('/v1/logout', 'Logout', 'GET'),
};

export interface RegisterV2Options {
  password?: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaTokens;
  clientMetaData?: Record<string, string>;
}
export interface LoginV2Options {
  password?: string;
  captchaTokens?: CaptchaTokens;
  clientMetaData?: Record<string, string>;
  stateToken?: string;
}
export interface SignOnOptions {
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}
export interface LogoutOptions {
  postLogoutRedirectUri?: string;
  clientId?: string;
}

/**
 * Registers an email/password identity. Email and password go as given (no client checks).
 * @example
 * ```ts
 * const res = await client.authentication.registerV2({ email }, { password, profile: { nickname } });
 * if (res.state === 'REQUIRE_EMAIL_VERIFICATION') askForCode(res.stateToken);
 * ```
 */
export const registerV2 = defineCall((send) => async (loginId: LoginId, options: RegisterV2Options = {}): Promise<StateMachineResponse> =>
  fromStateResponse(await send(ENDPOINTS.registerV2, toWire({ loginId, ...options }))));

/**
 * Email/password login: the next state (`SUCCESS` with a `sessionToken`, or a pending state).
 * @example
 * ```ts
 * const { state, sessionToken } = await client.authentication.loginV2({ email }, { password });
 * ```
 */
export const loginV2 = defineCall((send) => async (loginId: LoginId, options: LoginV2Options = {}): Promise<StateMachineResponse> =>
  fromStateResponse(await send(ENDPOINTS.loginV2, toWire({ loginId, ...options }))));

/**
 * Legacy v1 register (`identity`, `authenticatorId`, `inputs`, `captchaTokens`).
 * @example
 * ```ts
 * await client.authentication.register({ email }, { authenticatorId: 'password', inputs: [{ value: password }] });
 * ```
 */
export const register = defineCall((send) => async (identity: Record<string, unknown>, options: { authenticatorId?: string; inputs?: unknown; captchaTokens?: CaptchaTokens } = {}): Promise<StateMachineResponse> =>
  fromStateResponse(await send(ENDPOINTS.register, toWire({ identity, ...options }))));

/**
 * Legacy v1 login (`identifier`, `authenticatorId`, `inputs`, `captchaTokens`, `loginId`).
 * @example
 * ```ts
 * await client.authentication.login({ email }, { authenticatorId: 'password', inputs: [{ value: password }] });
 * ```
 */
export const login = defineCall((send) => async (identifier: unknown, options: { authenticatorId?: string; inputs?: unknown; captchaTokens?: CaptchaTokens; loginId?: LoginId } = {}): Promise<StateMachineResponse> =>
  fromStateResponse(await send(ENDPOINTS.login, toWire({ identifier, ...options }))));

/**
 * Changes the logged-in member's password.
 * @example
 * ```ts
 * await memberClient.authentication.changePassword('n3w-passw0rd');
 * ```
 */
export const changePassword = defineCall((send) => async (newPassword: string): Promise<void> => {
  await send(ENDPOINTS.changePassword, { newPassword });
});

/**
 * SSO login with an identity provider connection's token params (legacy).
 * @example
 * ```ts
 * await client.authentication.loginWithIdpConnectionTokenParams({ idpConnectionId, tokenParams: { id_token } });
 * ```
 */
export const loginWithIdpConnectionTokenParams = defineCall((send) => async (options: { idpConnectionId: string; tokenParams?: Record<string, string> }): Promise<StateMachineResponse> =>
  fromStateResponse(await send(ENDPOINTS.loginWithIdpConnectionTokenParams, toWire(options))));

/**
 * Asks the state machine for the next state of a pending login (e.g. after owner approval).
 * @example
 * ```ts
 * const next = await client.authentication.proceedToNextState({ stateToken });
 * ```
 */
export const proceedToNextState = defineCall((send) => async (options: { stateToken: string }): Promise<StateMachineResponse> => {
  requireString(options?.stateToken, 'stateToken');
  return fromStateResponse(await send(ENDPOINTS.proceedToNextState, { stateToken: options.stateToken }));
});

/**
 * Back office: signs an identity on (creating it when new) and returns a session token. API key only.
 * @example
 * ```ts
 * const { sessionToken, identity } = await admin.authentication.signOn({ email }, { verifyEmail: false });
 * ```
 */
export const signOn = defineCall((send) => async (loginId: LoginId, options: SignOnOptions = {}): Promise<{ sessionToken?: string; identity?: Identity }> =>
  fromStateResponse(await send(ENDPOINTS.signOn, toWire({ loginId, ...options }))) as { sessionToken?: string; identity?: Identity });

/**
 * Ends the platform session (GET, arguments in the query); answers the raw response body.
 * @example
 * ```ts
 * await client.authentication.logout({ clientId, postLogoutRedirectUri: 'https://shop.example/' });
 * ```
 */
export const logout = defineCall((send) => async (options: LogoutOptions = {}): Promise<Record<string, unknown>> =>
  send(ENDPOINTS.logout, { ...options }));
