import type { LoginResponse, StateMachineResponse } from '../../identity/types';

// The states have a file of their own: the root exports them without the tables and mappings below.
import { LoginState } from './login-state-enum';

export { LoginState } from './login-state-enum';

/** Failure codes of login and register (docs/wire/identity.md). */
export type LoginErrorCode = 'invalidEmail' | 'invalidPassword' | 'emailAlreadyExists' | 'resetPassword' | 'missingCaptchaToken' | 'invalidCaptchaToken';

/** What login, register, verification and proceed return: the platform SDK's client login state objects. */
export type LoginStateResult =
  | { loginState: 'INITIAL' | 'OWNER_APPROVAL_REQUIRED' | 'USER_CAPTCHA_REQUIRED' | 'SILENT_CAPTCHA_REQUIRED' }
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'FAILURE'; errorCode?: LoginErrorCode | undefined; error: string };
/** The FAILURE state of a login, registration or verification: the error message and, when it is a known one, its `errorCode`. */
export type LoginFailure = Extract<LoginStateResult, { loginState: 'FAILURE' }>;

/**
 * Server state → client state (docs/wire/identity.md). Any other server state is a FAILURE 'Unknown _state'.
 */
export const SERVER_STATE_TO_LOGIN_STATE: Readonly<Record<string, LoginState>> = {
  SUCCESS: LoginState.SUCCESS,
  REQUIRE_OWNER_APPROVAL: LoginState.OWNER_APPROVAL_REQUIRED,
  REQUIRE_EMAIL_VERIFICATION: LoginState.EMAIL_VERIFICATION_REQUIRED,
};

/**
 * Register error table (docs/wire/identity.md): platform application-error code → `LoginErrorCode`. Any
 * EMAIL field violation is `invalidEmail` first.
 */
export const REGISTER_ERROR_CODES: Readonly<Record<string, LoginErrorCode>> = {
  '-19971': 'missingCaptchaToken',
  '-19995': 'emailAlreadyExists',
  '-19970': 'invalidCaptchaToken',
};

/**
 * Login error table (docs/wire/identity.md): platform application-error code → `LoginErrorCode`; any other
 * platform error is `invalidEmail`.
 */
export const LOGIN_ERROR_CODES: Readonly<Record<string, LoginErrorCode>> = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
};

/**
 * The `error` of the FAILURE a state-machine response with an unknown state becomes.
 */
export const UNKNOWN_STATE = 'Unknown _state';

const failure = (error: string, errorCode?: LoginErrorCode): LoginFailure => ({ loginState: 'FAILURE', error, ...(errorCode && { errorCode }) });

/** A legacy v1 answer's state (`{ status, stateToken }`, as proceed answers) as the v2 state name beside its token; a v2 answer as it is. */
function fromLegacyState(answer: StateMachineResponse | LoginResponse | undefined): StateMachineResponse | undefined {
  const state = answer?.state;
  if (typeof state !== 'object' || state === null) return answer as StateMachineResponse | undefined;
  const name = state.status === 'DONE' ? 'SUCCESS' : state.status;
  return { ...answer, state: name, ...(state.stateToken != null && { stateToken: state.stateToken }), ...(answer?.sessionToken != null && { sessionToken: answer.sessionToken }) } as StateMachineResponse;
}

/**
 * A state-machine response (or a legacy v1 one, whose state is `{ status, stateToken }`) → the client login state. The state token is kept for
 * EMAIL_VERIFICATION_REQUIRED; a SUCCESS carries the session token.
 */
export function toLoginState(answer: StateMachineResponse | LoginResponse | undefined): LoginStateResult {
  const response = fromLegacyState(answer);
  switch (SERVER_STATE_TO_LOGIN_STATE[String(response?.state)]) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response!.sessionToken ?? '' } };
    case 'OWNER_APPROVAL_REQUIRED':
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'EMAIL_VERIFICATION_REQUIRED':
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response!.stateToken ?? '' } };
    default:
      return failure(UNKNOWN_STATE);
  }
}

/**
 * The next kept state of a login flow (a pure reducer): a FAILURE leaves the current state as it was
 * (so a wrong verification code can be retried); anything else becomes the new state.
 */
export const nextLoginState = (current: LoginStateResult, result: LoginStateResult): LoginStateResult =>
  result.loginState === 'FAILURE' ? current : result;

/**
 * What the failure helpers read of an error, each level through `?.`: whatever was thrown, a field may be
 * missing or of another type (the helpers check what they use).
 */
interface ThrownFields {
  message?: unknown;
  status?: unknown;
  requestId?: unknown;
  details?: { applicationError?: { description?: unknown; code?: unknown; data?: unknown } | undefined; validationError?: { fieldViolations?: unknown } | undefined } | undefined;
}
const fieldsOf = (e: unknown) => e as ThrownFields | null | undefined;

const messageOf = (e: unknown): string => {
  const message = fieldsOf(e)?.message;
  return (typeof message === 'string' && message) || (typeof e === 'string' && e) || 'Unknown error';
};

/**
 * A login or register error's text as the platform's SDK gives it: for an application or validation
 * error from the platform, the JSON (two-space indented) of `{ message, details }`, whose details are
 * `{ applicationError: { description, code, data }, requestId }` or `{ validationError, requestId }`;
 * any other error's message as it is.
 */
const sdkMessageOf = (e: unknown): string => {
  const fields = fieldsOf(e);
  const app = fields?.details?.applicationError;
  const details = app ? { applicationError: { description: app.description, code: app.code, data: app.data ?? {} } }
    : fields?.status && fields.details?.validationError ? { validationError: fields.details.validationError } : undefined;
  return details ? JSON.stringify({ message: messageOf(e), details: { ...details, requestId: fields?.requestId } }, null, 2) : messageOf(e);
};
const appCodeOf = (e: unknown): string => String(fieldsOf(e)?.details?.applicationError?.code ?? '');
const isPlatform4xx = (e: unknown): boolean => Number(fieldsOf(e)?.status) < 500;

/**
 * A register error → FAILURE (docs/wire/identity.md, register table). Never throws, whatever `error` is.
 */
export function registerFailure(error: unknown): LoginFailure {
  const violations = fieldsOf(error)?.details?.validationError?.fieldViolations ?? [];
  type Violation = { description?: string | undefined; ruleName?: unknown; data?: { type?: unknown } | undefined } | null | undefined;
  const email = Array.isArray(violations)
    ? (violations as Violation[]).find((violation) => violation?.data?.type === 'EMAIL' || violation?.ruleName === 'EMAIL') : undefined;
  if (email) return failure(email.description || messageOf(error), 'invalidEmail');
  return failure(sdkMessageOf(error), REGISTER_ERROR_CODES[appCodeOf(error)]);
}

/**
 * A login error → FAILURE (docs/wire/identity.md, login table): known codes map to their names, any other
 * platform error is `invalidEmail`; network and server failures carry only their message.
 */
export function loginFailure(error: unknown): LoginFailure {
  return failure(sdkMessageOf(error), LOGIN_ERROR_CODES[appCodeOf(error)] ?? (isPlatform4xx(error) ? 'invalidEmail' : undefined));
}

/**
 * Any other error of a login flow (verification, proceed) → FAILURE with its message. Never throws.
 */
export const flowFailure = (error: unknown): LoginFailure => failure(messageOf(error));
