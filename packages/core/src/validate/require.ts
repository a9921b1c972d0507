import { ValidationError } from '../errors/validation-error';

const check = (ok: boolean, field: string, description: string, violatedRule = 'REQUIRED_FIELD') => {
  if (!ok) throw new ValidationError([{ field, description, violatedRule }]);
};
const isObject = (candidate: unknown) => typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);

/**
 * Argument checks that run before any request: bad input is a typed `ValidationError`, never a
 * half-sent call.
 */
export function requireString(value: unknown, field: string): asserts value is string {
  check(typeof value === 'string' && value.trim() !== '', field, 'must be a non-empty string');
}

/**
 * A plain object (not null, not an array).
 */
export function requireObject(value: unknown, field: string): asserts value is Record<string, unknown> {
  check(isObject(value), field, 'must be an object');
}

/**
 * A non-empty array (use `allowEmpty` for optional lists).
 */
export function requireArray(value: unknown, field: string, allowEmpty = false): asserts value is unknown[] {
  check(Array.isArray(value), field, 'must be an array');
  check(allowEmpty || (value as unknown[]).length > 0, field, 'must not be empty', 'MIN_SIZE');
}

/**
 * An integer of at least `min` (default 0).
 */
export function requireInteger(value: unknown, field: string, min = 0): asserts value is number {
  check(Number.isInteger(value), field, 'must be an integer', 'FORMAT');
  check((value as number) >= min, field, `must be at least ${min}`, 'MIN');
}

/**
 * Optional object argument: `undefined` passes, anything else must be a plain object.
 */
export function optionalObject<T>(value: T, field: string): asserts value is T & (object | undefined) {
  check(value === undefined || isObject(value), field, 'must be an object');
}

/**
 * Header values `fetch` accepts: no line break or NUL. `fetch` would throw a TypeError quoting the value,
 * which is often a token or API key pasted with a newline inside; this error names the header, never its value.
 */
export function requireHeaderValues(headers: HeadersInit | undefined): void {
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return;
  for (const name in headers) check(!/[\0\r\n]/.test(headers[name]!), `headers.${name.toLowerCase()}`, 'must not contain a line break or NUL', 'FORMAT');
}
