import type { Call } from '../client/define-call';
import { endpointsOf } from '../client/define-service';
import { recoveryService } from './service';
import type { StateMachineResponse } from './types';

export { StateType } from './types';

/** The options of `sendRecoveryEmail`: the email's language, and where its reset link leads. */
export interface SendRecoveryEmailOptions {
  language?: string | undefined;
  /** Where the reset link leads, and the OAuth client it is for. */
  redirect?: { url?: string | undefined; clientId?: string | undefined } | undefined;
}

/**
 * Sends a password-reset email.
 * @example
 * ```ts
 * await client.recovery.sendRecoveryEmail(email, { redirect: { url: 'https://shop.example/reset', clientId } });
 * ```
 */
export const sendRecoveryEmail: Call<(email: string, options?: SendRecoveryEmailOptions) => Promise<void>> =
  /* @__PURE__ */ recoveryService('POST /_api/iam/recovery/v1/send-email', { name: 'SendRecoveryEmail', args: { email: 'id', options: 'options' }, returns: false });

/**
 * Sends an activation email to an identity.
 */
export const sendActivationEmail: Call<(identityId: string, options?: { emailOptions?: Record<string, unknown> | undefined }) => Promise<void>> =
  /* @__PURE__ */ recoveryService('POST /_api/iam/recovery/v1/activation-email', { name: 'SendActivationEmail', args: { identityId: 'id', options: 'options' }, returns: false });

/**
 * Sets a new password with the token from the reset email; answers the next login state.
 * @example
 * ```ts
 * const { state, sessionToken } = await client.recovery.recover(recoveryToken, { password });
 * ```
 */
export const recover: Call<(recoveryToken: string, options?: { password?: string | undefined }) => Promise<StateMachineResponse>> =
  /* @__PURE__ */ recoveryService('POST /_api/iam/recovery/v1/recover', { name: 'Recover', args: { recoveryToken: 'id', options: 'options' } });

/**
 * The module's endpoints, for tests and tooling.
 */
export const ENDPOINTS = /* @__PURE__ */ endpointsOf({ sendRecoveryEmail, sendActivationEmail, recover });
