import type { ApplicationError } from './application-error';
import { BRAND, type SiteKitError } from './sitekit-error';
import type { ValidationError } from './validation-error';

const has = (e: unknown, brand: string): boolean =>
  !!e && typeof e === 'object' && ((e as { [BRAND]?: string[] | undefined })[BRAND])?.includes(brand) === true;

/**
 * Brand guards: they work across package copies and bundles, unlike `instanceof`.
 *
 * @example
 * ```ts
 * if (isNotFound(error)) return null;
 * if (isRateLimited(error)) retryLater(error.requestId);
 * ```
 */
export const isSiteKitError = (e: unknown): e is SiteKitError => has(e, 'SiteKitError');
/**
 * The platform answered with a non-2xx status (`status` is set).
 */
export const isPlatformError = (e: unknown): e is SiteKitError & { status: number } => has(e, 'PlatformError');
/**
 * Field violations, from the platform or from SiteKit's own checks before sending.
 */
export const isValidationError = (e: unknown): e is ValidationError => has(e, 'ValidationError');
/**
 * A platform application error with its own `code`, `description` and `data`.
 */
export const isApplicationError = (e: unknown): e is ApplicationError => has(e, 'ApplicationError');
/**
 * The connection failed (DNS, reset, offline): `cause` keeps the original error.
 */
export const isNetworkError = (e: unknown): e is SiteKitError => has(e, 'NetworkError');
/**
 * The call ran past its timeout.
 */
export const isTimeoutError = (e: unknown): e is SiteKitError => has(e, 'TimeoutError');
/**
 * The caller's `AbortSignal` fired.
 */
export const isAbortError = (e: unknown): e is SiteKitError => has(e, 'AbortError');

const statusIs = (status: number) => (e: unknown): e is SiteKitError & { status: number } =>
  isSiteKitError(e) && e.status === status;
/** The platform's not-found codes that may come with another status (data items: collection, item). */
const NOT_FOUND_CODES = ['WDE0025', 'WDE0073'];
/**
 * HTTP 404, whatever the body said, or a data collection / data item not-found code (`WDE0025`, `WDE0073`).
 */
export const isNotFound = (e: unknown): e is SiteKitError & { status: number } =>
  isSiteKitError(e) && (e.status === 404 || NOT_FOUND_CODES.includes(e.code));
/**
 * HTTP 401: the token was missing, expired or revoked.
 */
export const isUnauthorized = /* @__PURE__ */ statusIs(401);
/**
 * HTTP 403: the token is valid but lacks the permission.
 */
export const isForbidden = /* @__PURE__ */ statusIs(403);
/**
 * HTTP 429: rate limited (idempotent calls were already retried with backoff).
 */
export const isRateLimited = /* @__PURE__ */ statusIs(429);
