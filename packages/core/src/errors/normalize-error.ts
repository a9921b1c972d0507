import { ApplicationError } from './application-error';
import { isSiteKitError } from './guards';
import { redact, sanitizeCause } from './redact';
import { SiteKitError, type ApplicationErrorData, type ErrorDetails } from './sitekit-error';
import { ValidationError } from './validation-error';

/** What SiteKit read of an error response before shaping it. */
export interface ErrorResponseInfo {
  status: number;
  statusText?: string | undefined;
  requestId?: string | undefined;
  /** The parsed JSON body, or `undefined` when it was empty or not JSON. */
  body?: unknown;
}

// HTTP/2 responses carry no status text, so the common ones are spelled out here.
const STATUS: Record<number, [text: string, code: string]> = {
  400: ['Bad Request', 'HTTP_ERROR'], 401: ['Unauthorized', 'UNAUTHENTICATED'], 403: ['Forbidden', 'PERMISSION_DENIED'],
  404: ['Not Found', 'NOT_FOUND'], 409: ['Conflict', 'CONFLICT'], 429: ['Too Many Requests', 'RATE_LIMITED'],
};

/**
 * The one place errors get their shape (docs/wire/conventions.md). Idempotent: a `SiteKitError` comes back as is.
 * - field violations → `ValidationError` (`INVALID_ARGUMENT: "field" description`)
 * - an application error → `ApplicationError` with the platform's code, description and data
 * - other 4xx → the status text; everything else → `System error occurred` with the request id
 * - network failures, timeouts and aborts keep the original as `cause`
 * - nothing secret is kept: ky's `HTTPError` (its `Request`, `Response` and options) becomes a plain
 *   description (name, message, method, URL; status and request id stay on the error itself) and
 *   token-ish fields are redacted (`redact.ts`)
 */
export function normalizeError(error: unknown, response?: ErrorResponseInfo): SiteKitError {
  if (isSiteKitError(error)) return error;
  // Never ky's HTTPError/TimeoutError as they are: they hold the Request, its Authorization header and the body.
  const cause = sanitizeCause(error);
  if (response) return fromResponse(response, cause);
  const name = (error as { name?: string | undefined } | null)?.name;
  if (name === 'TimeoutError') return new SiteKitError('Request timed out', { code: 'TIMEOUT', cause }, 'TimeoutError');
  if (name === 'AbortError') return new SiteKitError('Request aborted', { code: 'ABORTED', cause }, 'AbortError');
  if (error instanceof TypeError) {
    return new SiteKitError(`Network error: ${error.message}`, { code: 'NETWORK_ERROR', cause }, 'NetworkError');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SiteKitError(message || 'Unknown error', { code: 'UNKNOWN', cause });
}

function fromResponse({ status, statusText, requestId, body: raw }: ErrorResponseInfo, cause: unknown): SiteKitError {
  const body = redact(raw); // token-ish fields of the parsed body, wherever they end up (details, data, violations)
  const details = (body as { details?: ErrorDetails | undefined } | undefined)?.details;
  const init = { status, requestId, cause, brands: ['PlatformError'] };
  const violations = details?.validationError?.fieldViolations;
  if (Array.isArray(violations) && violations.length) return new ValidationError(violations, init);
  const app: Partial<ApplicationErrorData> | undefined = details?.applicationError; // as received: any field may be missing
  if (app?.code) {
    const message = (body as { message?: unknown }).message;
    return new ApplicationError({ description: '', ...app, code: String(app.code) }, init, typeof message === 'string' ? message : undefined);
  }
  if (status < 500) {
    const [text, code] = STATUS[status] ?? [`HTTP ${status}`, 'HTTP_ERROR'];
    return new SiteKitError(statusText || text, { ...init, code, details }, 'PlatformError');
  }
  const suffix = requestId ? `, request-id: ${requestId}` : '';
  return new SiteKitError(`System error occurred${suffix}`, { ...init, code: 'SYSTEM_ERROR', details }, 'PlatformError');
}
