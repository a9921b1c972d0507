import { defineCall } from '../client/define-call';
import { requireString } from '../validate/require';
import { iam } from './endpoints';
import { fromStateResponse, type StateMachineResponse } from './types';

export { StateType } from './types';

const ep = iam('recovery', 'RecoveryService', undefined);
/** The module's endpoints, for tests and tooling. */
export const ENDPOINTS = {
  sendRecoveryEmail: ep('/v1/send-email', 'SendRecoveryEmail'),
  sendActivationEmail: ep('/v1/activation-email', 'SendActivationEmail'),
  recover: ep('/v1/recover', 'Recover'),
};

export interface SendRecoveryEmailOptions {
  language?: string;
  /** Where the reset link leads, and the OAuth client it is for. */
  redirect?: { url?: string; clientId?: string };
}

/**
 * Sends a password-reset email.
 * @example
 * ```ts
 * await client.recovery.sendRecoveryEmail(email, { redirect: { url: 'https://shop.example/reset', clientId } });
 * ```
 */
export const sendRecoveryEmail = defineCall((send) => async (email: string, options: SendRecoveryEmailOptions = {}): Promise<void> => {
  await send(ENDPOINTS.sendRecoveryEmail, { email, ...options });
});

/**
 * Sends an activation email to an identity.
 * @example
 * ```ts
 * await admin.recovery.sendActivationEmail(identityId, { emailOptions: { redirect: { url } } });
 * ```
 */
export const sendActivationEmail = defineCall((send) => async (identityId: string, options: { emailOptions?: Record<string, unknown> } = {}): Promise<void> => {
  requireString(identityId, 'identityId');
  await send(ENDPOINTS.sendActivationEmail, { identityId, ...options });
});

/**
 * Sets a new password with the token from the reset email; answers the next login state.
 * @example
 * ```ts
 * const { state, sessionToken } = await client.recovery.recover(recoveryToken, { password });
 * ```
 */
export const recover = defineCall((send) => async (recoveryToken: string, options: { password?: string } = {}): Promise<StateMachineResponse> => {
  requireString(recoveryToken, 'recoveryToken');
  return fromStateResponse(await send(ENDPOINTS.recover, { recoveryToken, ...options }));
});
