import { defineCall } from '../client/define-call';
import { requireString } from '../validate/require';
import { iam } from './endpoints';
import { fromStateResponse, type StateMachineResponse } from './types';

export { StateType } from './types';

/** What a verification targets. @example `Target.EMAIL` */
export const Target = { UNKNOWN_TARGET: 'UNKNOWN_TARGET', EMAIL: 'EMAIL' } as const;
export type Target = (typeof Target)[keyof typeof Target] | (string & {});

const ep = iam('verification', 'VerificationService', 'wix.iam.verification.v1.start_response');
/** The module's endpoints, for tests and tooling. `start` is lower case, as the platform's SDK sends it (the spec's `/v1/Start` is a typo). */
export const ENDPOINTS = {
  start: ep('/v1/start', 'Start'),
  verifyDuringAuthentication: ep('/v1/auth/verify', 'VerifyDuringAuthentication'),
  resendDuringAuthentication: ep('/v1/auth/resend', 'ResendDuringAuthentication'),
};

/**
 * Starts a verification (sends a code) for an identity.
 * @example
 * ```ts
 * const { verificationId } = await client.verification.start({ identityId, target: Target.EMAIL });
 * ```
 */
export const start = defineCall((send) => async (options: { identityId?: string; target?: Target } = {}): Promise<{ verificationId?: string }> =>
  send(ENDPOINTS.start, { ...options }));

/**
 * Verifies the emailed code of a login or registration waiting in `REQUIRE_EMAIL_VERIFICATION`.
 * @example
 * ```ts
 * const next = await client.verification.verifyDuringAuthentication('123456', { stateToken });
 * ```
 */
export const verifyDuringAuthentication = defineCall((send) => async (code: string, options: { stateToken: string }): Promise<StateMachineResponse> => {
  requireString(options?.stateToken, 'stateToken');
  return fromStateResponse(await send(ENDPOINTS.verifyDuringAuthentication, { code, stateToken: options.stateToken }));
});

/**
 * Sends the verification code again (legacy).
 * @example
 * ```ts
 * await client.verification.resendDuringAuthentication(stateToken);
 * ```
 */
export const resendDuringAuthentication = defineCall((send) => async (stateToken: string): Promise<StateMachineResponse> => {
  requireString(stateToken, 'stateToken');
  return fromStateResponse(await send(ENDPOINTS.resendDuringAuthentication, { stateToken }));
});
