import { defineService } from '../client/define-service';
import { fromStateResponse } from './types';

/**
 * The identity service's authentication calls; answers are state-machine responses. As module calls they
 * take the client's host (edge for an OAuth client); the member strategy's own calls go to `www`.
 * @internal
 */
export const authenticationService = /* @__PURE__ */ defineService({
  fqn: 'wix.iam.authentication.v1.AuthenticationService', entity: 'wix.iam.authentication.v1.authentication',
  pkg: '@wix/auto_sdk_identity_authentication', fromWire: fromStateResponse,
});

/**
 * The identity service's recovery calls; no entity in the method-name header. As module calls they take
 * the client's host (edge for an OAuth client); the member strategy's own calls go to `www`.
 * @internal
 */
export const recoveryService = /* @__PURE__ */ defineService({
  fqn: 'wix.iam.recovery.v1.RecoveryService', pkg: '@wix/auto_sdk_identity_recovery', fromWire: fromStateResponse,
});

/**
 * The identity service's verification calls; answers are state-machine responses. As module calls they
 * take the client's host (edge for an OAuth client); the member strategy's own calls go to `www`.
 * @internal
 */
export const verificationService = /* @__PURE__ */ defineService({
  fqn: 'wix.iam.verification.v1.VerificationService', entity: 'wix.iam.verification.v1.start_response',
  pkg: '@wix/auto_sdk_identity_verification', fromWire: fromStateResponse,
});
