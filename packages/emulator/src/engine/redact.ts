/** What a secret is replaced with in the request log and the console's data views. */
export const REDACTED = '[redacted]';

/**
 * Names of fields and query parameters that hold a secret: tokens of every kind (access, refresh,
 * session, state, recovery), passwords, API keys, OAuth codes and verifiers, cookies.
 */
const SECRET_NAME = /token|password|passwd|secret|api[-_]?key|authori[sz]ation|cookie|verifier|credential|signing[-_]?key|private[-_]?key|^code$|verificationcode|^otp$/i;

/** Names that mention a secret but hold none (`token_type: "Bearer"`, `tokenExpiresAt`). */
const NOT_SECRET_NAME = /token_?type|expires|ttl/i;

/** Objects whose `code` is a public error or coupon code, not a secret. */
const PUBLIC_CODE_PARENTS = new Set(['applicationError', 'coupon', 'details']);

/** Whether a field or parameter named `name` (inside a field named `parent`) holds a secret. */
export function isSecretName(name: string, parent?: string): boolean {
  if (name === 'code' && parent !== undefined && PUBLIC_CODE_PARENTS.has(parent)) return false;
  return SECRET_NAME.test(name) && !NOT_SECRET_NAME.test(name);
}

/** A URL with its secret query parameters (and any user:password) replaced; other text unchanged. */
export function redactUrl(text: string): string {
  if (!/^https?:\/\/|^\/[^/]/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return text;
  }
  let changed = false;
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (!isSecretName(name)) continue;
    url.searchParams.set(name, REDACTED);
    changed = true;
  }
  if (url.password) {
    url.password = REDACTED;
    changed = true;
  }
  if (!changed) return text;
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * How deep `redact` copies: a body nested deeper (which the platform refuses, but which reaches the log
 * first) shows `[nested too deep]` there instead of overflowing the stack.
 */
const REDACT_DEPTH = 64;

/** What stands where a value is nested deeper than the log copies. */
export const TOO_DEEP = '[nested too deep]';

/** What `redact` replaces besides secret-named fields. */
export interface RedactOptions {
  /** Strings redacted wherever they appear (the caller's own credentials, echoed in a description). */
  secrets?: readonly string[];
  /** Keep `code` fields (stored coupon codes): for state that holds no OAuth or verification code. */
  keepCodes?: boolean;
}

/**
 * A deep copy of JSON-like `value` with every secret replaced by `[redacted]`: values of secret-named
 * fields, secret query parameters inside URL strings, and every string in `options.secrets` wherever it appears.
 *
 * @example
 * ```ts
 * redact({ accessToken: 'abc', email: 'a@b.c' }); // { accessToken: '[redacted]', email: 'a@b.c' }
 * ```
 */
export function redact(value: unknown, options: RedactOptions = {}, parent?: string, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value, options.secrets ?? []);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => redact(item, options, parent, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const secret = isSecretName(key, options.keepCodes ? 'coupon' : parent) && item !== null && item !== undefined && typeof item !== 'boolean';
    out[key] = secret ? REDACTED : redact(item, options, key, depth + 1);
  }
  return out;
}

function redactString(text: string, secrets: readonly string[]): string {
  let out = redactUrl(text);
  for (const secret of secrets) {
    if (secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out;
}
