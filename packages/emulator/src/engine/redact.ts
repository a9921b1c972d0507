import { setOwn } from './set-own';

/** What a secret is replaced with in the request log and the console's data views. */
export const REDACTED = '[redacted]';

/**
 * Names of fields and query parameters that hold a secret: tokens of every kind (access, refresh,
 * session, state, recovery), passwords, API keys, OAuth codes and verifiers, cookies, URL signatures (`sig`).
 */
const SECRET_NAME = /token|password|passwd|secret|api[-_]?key|authori[sz]ation|cookie|verifier|credential|signing[-_]?key|private[-_]?key|^code$|verificationcode|^otp$|^sig$|signature/i;

/** Names that mention a secret but hold none (`token_type: "Bearer"`, `tokenExpiresAt`). */
const NOT_SECRET_NAME = /token_?type|expires|ttl/i;

/** Objects whose `code` is a public error or coupon code, not a secret. */
const PUBLIC_CODE_PARENTS = new Set(['applicationError', 'coupon', 'details']);

/** Whether a field or parameter named `name` (inside a field named `parent`) holds a secret. */
export function isSecretName(name: string, parent?: string): boolean {
  if (name === 'code' && parent !== undefined && PUBLIC_CODE_PARENTS.has(parent)) return false;
  return SECRET_NAME.test(name) && !NOT_SECRET_NAME.test(name);
}

/** `params` with the values of secret-named parameters replaced; `true` when one was. */
function redactParams(params: URLSearchParams): boolean {
  let changed = false;
  for (const name of [...new Set(params.keys())]) {
    if (!isSecretName(name)) continue;
    params.set(name, REDACTED);
    changed = true;
  }
  return changed;
}

/**
 * A URL with its secret query parameters, the secret parameters of a fragment that holds parameters
 * (`#code=…&state=…`, an OAuth fragment response) and any user:password replaced; other text unchanged.
 */
export function redactUrl(text: string): string {
  if (!/^https?:\/\/|^\/[^/]/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return text;
  }
  let changed = redactParams(url.searchParams);
  if (url.hash.includes('=')) {
    const fragment = new URLSearchParams(url.hash.slice(1));
    if (redactParams(fragment)) {
      url.hash = fragment.toString();
      changed = true;
    }
  }
  if (url.password) {
    url.password = REDACTED;
    changed = true;
  }
  if (!changed) return text;
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** A `"name": value` pair in JSON-like text (quoted with `"` or `'`), whether or not the text parses. */
const QUOTED_PAIR = /(["'])([^"'\\\n]{1,100})\1(\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|'(?:[^'\\]|\\.)*(?:'|$)|[^\s,}\]]+)/g;
/** A `name=value` pair in form-like text (`a=1&password=x`, `#code=…`). */
const FORM_PAIR = /(^|[?&#;\s])([\w.%-]{1,100})=([^&#;\s]*)/g;

/**
 * Text that is not JSON (a malformed body kept as it came, a description) with the values of
 * secret-named pairs replaced: `"password":"…"` (closed or not), `password=…`.
 */
export function redactPairs(text: string): string {
  let out = text;
  if (out.includes(':')) {
    out = out.replace(QUOTED_PAIR, (pair, quote: string, name: string, colon: string) => (isSecretName(name) ? `${quote}${name}${quote}${colon}"${REDACTED}"` : pair));
  }
  if (out.includes('=')) {
    out = out.replace(FORM_PAIR, (pair, before: string, name: string, value: string) =>
      isSecretName(safeDecode(name)) && safeDecode(value) !== REDACTED ? `${before}${name}=${REDACTED}` : pair);
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  /** Values that are secrets by their form wherever they appear (tokens the domains issue), global patterns. */
  patterns?: readonly RegExp[];
}

/**
 * A deep copy of JSON-like `value` with every secret replaced by `[redacted]`: values of secret-named
 * fields, secret query parameters inside URL strings, and every string in `options.secrets` wherever it appears.
 */
export function redact(value: unknown, options: RedactOptions = {}, parent?: string, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value, options);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => redact(item, options, parent, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const secret = isSecretName(key, options.keepCodes ? 'coupon' : parent) && item !== null && item !== undefined && typeof item !== 'boolean';
    setOwn(out, key, secret ? REDACTED : redact(item, options, key, depth + 1));
  }
  return out;
}

/**
 * A string with every secret in it replaced: secret URL parameters, secret-named pairs in text, the
 * values of `options.patterns` and the strings of `options.secrets`.
 */
export function redactString(text: string, options: Pick<RedactOptions, 'secrets' | 'patterns'> = {}): string {
  let out = redactPairs(redactUrl(text));
  for (const pattern of options.patterns ?? []) out = out.replace(pattern, REDACTED);
  for (const secret of options.secrets ?? []) {
    if (secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out;
}
