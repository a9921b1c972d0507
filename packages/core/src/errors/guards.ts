import type { ApplicationError } from './application-error';
import { BRAND, type SiteKitError } from './sitekit-error';
import type { ValidationError } from './validation-error';

const has = (e: unknown, brand: string): boolean =>
  !!e && typeof e === 'object' && ((e as { [BRAND]?: string[] })[BRAND])?.includes(brand) === true;

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
 *
 * @example
 * ```ts
 * if (isPlatformError(e) && e.status >= 500) reportOutage(e.requestId);
 * ```
 */
export const isPlatformError = (e: unknown): e is SiteKitError & { status: number } => has(e, 'PlatformError');
/**
 * Field violations, from the platform or from SiteKit's own checks before sending.
 *
 * @example
 * ```ts
 * if (isValidationError(e)) showFieldErrors(e.fieldViolations); // [{ field: '_id', description: … }]
 * ```
 */
export const isValidationError = (e: unknown): e is ValidationError => has(e, 'ValidationError');
/**
 * A platform application error with its own `code`, `description` and `data`.
 *
 * @example
 * ```ts
 * if (isApplicationError(e) && e.code === 'OWNED_CART_NOT_FOUND') return null;
 * ```
 */
export const isApplicationError = (e: unknown): e is ApplicationError => has(e, 'ApplicationError');
/**
 * The connection failed (DNS, reset, offline): `cause` keeps the original error.
 *
 * @example
 * ```ts
 * if (isNetworkError(e)) showOfflineBanner();
 * ```
 */
export const isNetworkError = (e: unknown): e is SiteKitError => has(e, 'NetworkError');
/**
 * The call ran past its timeout.
 *
 * @example
 * ```ts
 * try { await client.with({ timeout: 2000 }).products.getProduct(id) }
 * catch (e) { if (isTimeoutError(e)) showRetryButton() }
 * ```
 */
export const isTimeoutError = (e: unknown): e is SiteKitError => has(e, 'TimeoutError');
/**
 * The caller's `AbortSignal` fired.
 *
 * @example
 * ```ts
 * try { await client.with({ signal: controller.signal }).products.getProduct(id) }
 * catch (e) { if (!isAbortError(e)) throw e }
 * ```
 */
export const isAbortError = (e: unknown): e is SiteKitError => has(e, 'AbortError');

const statusIs = (status: number) => (e: unknown): e is SiteKitError & { status: number } =>
  isSiteKitError(e) && e.status === status;
/** The platform's not-found codes that may come with another status (data items: collection, item). */
const NOT_FOUND_CODES = ['WDE0025', 'WDE0073'];
/**
 * HTTP 404, whatever the body said, or a data collection / data item not-found code (`WDE0025`, `WDE0073`).
 *
 * @example
 * ```ts
 * const order = await client.orders.getOrder(id).catch((e) => { if (isNotFound(e)) return null; throw e });
 * ```
 */
export const isNotFound = (e: unknown): e is SiteKitError & { status: number } =>
  isSiteKitError(e) && (e.status === 404 || NOT_FOUND_CODES.includes(e.code));
/**
 * HTTP 401: the token was missing, expired or revoked.
 *
 * @example
 * ```ts
 * if (isUnauthorized(e)) redirect('/login');
 * ```
 */
export const isUnauthorized = /* @__PURE__ */ statusIs(401);
/**
 * HTTP 403: the token is valid but lacks the permission.
 *
 * @example
 * ```ts
 * if (isForbidden(e)) showNotAllowed();
 * ```
 */
export const isForbidden = /* @__PURE__ */ statusIs(403);
/**
 * HTTP 429: rate limited (idempotent calls were already retried with backoff).
 *
 * @example
 * ```ts
 * if (isRateLimited(e)) console.warn('rate limited', e.requestId);
 * ```
 */
export const isRateLimited = /* @__PURE__ */ statusIs(429);
