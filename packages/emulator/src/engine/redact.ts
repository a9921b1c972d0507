/** What a secret is replaced with in the request log and the console's data views. */
export const REDACTED = '[redacted]';

/**
 * Names of fields and query parameters that hold a secret: tokens of every kind (access, refresh,
 * session, state, recovery), passwords, API keys, OAuth codes and verifiers, cookies.
 */
const SECRET_NAME = /token|password|passwd|secret|api[-_]?key|authori[sz]ation|cookie|verifier|credential|^code$|verificationcode|^otp$/i;

/** Objects whose `code` is a public error or coupon code, not a secret. */
const PUBLIC_CODE_PARENTS = new Set(['applicationError', 'coupon', 'details']);

/** Whether a field or parameter named `name` (inside a field named `parent`) holds a secret. */
export function isSecretName(name: string, parent?: string): boolean {
  if (name === 'code' && parent !== undefined && PUBLIC_CODE_PARENTS.has(parent)) return false;
  return SECRET_NAME.test(name);
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
 * A deep copy of JSON-like `value` with every secret replaced by `[redacted]`: values of secret-named
 * fields, secret query parameters inside URL strings, and every string in `secrets` wherever it appears
 * (the caller's own token, which may be echoed in a description).
 *
 * @example
 * ```ts
 * redact({ accessToken: 'abc', email: 'a@b.c' }); // { accessToken: '[redacted]', email: 'a@b.c' }
 * ```
 */
export function redact(value: unknown, secrets: readonly string[] = [], parent?: string): unknown {
  if (typeof value === 'string') return redactString(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redact(item, secrets, parent));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretName(key, parent) && item !== null && item !== undefined && typeof item !== 'boolean' ? REDACTED : redact(item, secrets, key);
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
