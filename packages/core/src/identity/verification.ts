import type { Call } from '../client/define-call';
import { endpointsOf } from '../client/define-service';
import { requireString } from '../validate/require';
import { verificationService } from './service';
import type { StateMachineResponse } from './types';

export { StateType } from './types';

/** What a verification targets. */
export const Target = { UNKNOWN_TARGET: 'UNKNOWN_TARGET', EMAIL: 'EMAIL' } as const;
export type Target = (typeof Target)[keyof typeof Target] | (string & {});

/**
 * Starts a verification (sends a code) for an identity.
 */
export const start: Call<(options?: { identityId?: string | undefined; target?: Target | undefined }) => Promise<{ verificationId?: string | undefined }>> =
  /* @__PURE__ */ verificationService('POST /_api/iam/verification/v1/start', {
    name: 'Start', args: { options: 'options' }, result: (body: { verificationId?: string | undefined }) => body,
  });

/**
 * `{ code, stateToken }`: the code as typed (an empty one is the platform's to refuse), the state
 * token required from the options.
 */
const verifyPayload = (code: string, options: { stateToken: string }) => {
  if (typeof code !== 'string') requireString(code, 'code');
  requireString(options?.stateToken, 'stateToken');
  return { code, stateToken: options.stateToken };
};

/**
 * Verifies the emailed code of a login or registration waiting in `REQUIRE_EMAIL_VERIFICATION`.
 * @example
 * ```ts
 * const next = await client.verification.verifyDuringAuthentication('123456', { stateToken });
 * ```
 */
export const verifyDuringAuthentication: Call<(code: string, options: { stateToken: string }) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ verificationService('POST /_api/iam/verification/v1/auth/verify', { name: 'VerifyDuringAuthentication', payload: verifyPayload });

/**
 * Sends the verification code again (legacy).
 */
export const resendDuringAuthentication: Call<(stateToken: string) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ verificationService('POST /_api/iam/verification/v1/auth/resend', { name: 'ResendDuringAuthentication', args: { stateToken: 'id' } });

/**
 * The module's endpoints, for tests and tooling. `start` is lower case, as the platform's SDK sends it (not `/v1/Start`).
 */
export const ENDPOINTS = /* @__PURE__ */ endpointsOf({ start, verifyDuringAuthentication, resendDuringAuthentication });
