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
 * A redacted deep copy of plain JSON data (parsed bodies, details): secret fields become `[REDACTED]`.
 * Data that is not JSON (a cycle, a BigInt) is dropped rather than kept unredacted.
 */
export function redact<T>(value: T): T {
  try {
    return value && typeof value == 'object' ? JSON.parse(JSON.stringify(value), (k, v) => (SECRET.test(k) ? REDACTED : v)) : value;
  } catch {
    return undefined as T;
  }
}

/**
 * A safe `cause`, used by `normalizeError`: plain data is redacted; errors stay (`TypeError("fetch failed")`,
 * SiteKit errors), except ky's: they hold the `Request` (its `Authorization` header) and the options
 * (the body, with the refresh token of a token request), so an `HTTPError` or `TimeoutError` becomes a
 * plain `Error` with its name and message and only `method`, `url`, `status` and `requestId`.
 */
export const sanitizeCause = (c: any): unknown =>
  !(c instanceof Error)
    ? redact(c)
    : (c as any).request || (c as any).response
      ? Object.assign(new Error(c.message), {
          name: c.name,
          method: (c as any).request?.method,
          url: (c as any).request?.url,
          status: (c as any).response?.status,
          requestId: (c as any).response?.headers.get('x-wix-request-id') ?? undefined,
        })
      : c;
