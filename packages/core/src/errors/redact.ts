/**
 * Redaction for everything a SiteKit error keeps (issue "Secrets in logs"): frameworks log errors
 * everywhere (`console.error`, `util.inspect`, `JSON.stringify`, `structuredClone`), so no error, and
 * nothing reachable from it, may carry a token, an API key or a refresh token. Kept small on purpose:
 * it is in every bundle (`scripts/size.mjs`).
 */

export const REDACTED = '[REDACTED]';

/**
 * Field names that hold secrets, matched anywhere in the name: `access_token`, `refreshToken`,
 * `sessionToken`, `apiKey`, `Authorization`, `code_verifier`/`codeVerifier`, `client_secret`…
 */
const SECRET = /token|authoriz|api_?key|verifier|secret/i;

/**
 * A URL, or a message that quotes one, with the values of its secret parameters redacted (`?refresh_token=…`,
 * `#access_token=…`: a query or fragment parameter whose name {@link SECRET} matches, as a field's would).
 */
const redactUrl = (text: string): string =>
  text.replace(/([?&#][^=&#\s]*)=[^&#\s]*/g, (pair, name: string) => (SECRET.test(name) ? `${name}=${REDACTED}` : pair));

/**
 * A redacted deep copy of plain JSON data (parsed bodies, details): secret fields become `[REDACTED]`.
 * Data that is not JSON (a cycle, a BigInt) is dropped rather than kept unredacted.
 */
export function redact<T>(value: T): T {
  try {
    return value && typeof value == 'object' ? JSON.parse(JSON.stringify(value), (k, entry) => (SECRET.test(k) ? REDACTED : entry)) : value;
  } catch {
    return undefined as T;
  }
}

/**
 * A safe `cause`, used by `normalizeError`: plain data is redacted; errors stay (`TypeError("fetch failed")`,
 * SiteKit errors), except ky's: they hold the `Request` (its `Authorization` header) and the options
 * (the body, with the refresh token of a token request), so an `HTTPError` or `TimeoutError` becomes a
 * plain `Error` with its name, message, `method` and `url` (the status and request id are on the SiteKit
 * error itself), the values of secret query or fragment parameters redacted from the message and URL.
 */
export const sanitizeCause = (cause: unknown): unknown => {
  const request = (cause as { request?: Request | undefined } | null)?.request;
  if (!(cause instanceof Error)) return redact(cause);
  return request ? Object.assign(new Error(redactUrl(cause.message)), { name: cause.name, method: request.method, url: redactUrl(request.url) }) : cause;
};
