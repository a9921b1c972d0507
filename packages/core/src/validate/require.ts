import { ValidationError } from '../errors/validation-error';

const refuse = (field: string, description: string, violatedRule = 'REQUIRED_FIELD'): never => {
  throw new ValidationError([{ field, description, violatedRule }]);
};

/**
 * Argument checks that run before any request: bad input is a typed `ValidationError`, never a
 * half-sent call.
 *
 * @example
 * ```ts
 * requireString(_id, '_id');            // throws INVALID_ARGUMENT: "_id" must be a non-empty string
 * requireArray(lineItems, 'lineItems'); // throws on a missing or empty array
 * ```
 */
export function requireString(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') refuse(field, 'must be a non-empty string');
}

/** A plain object (not null, not an array). */
export function requireObject(value: unknown, field: string): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(field, 'must be an object');
}

/** A non-empty array (use `allowEmpty` for optional lists). */
export function requireArray(value: unknown, field: string, allowEmpty = false): asserts value is unknown[] {
  if (!Array.isArray(value)) refuse(field, 'must be an array');
  else if (!allowEmpty && value.length === 0) refuse(field, 'must not be empty', 'MIN_SIZE');
}

/** An integer of at least `min`. */
export function requireInteger(value: unknown, field: string, min = 0): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) refuse(field, 'must be an integer', 'FORMAT');
  else if (value < min) refuse(field, `must be at least ${min}`, 'MIN');
}

/** Optional object argument: `undefined` passes, anything else must be a plain object. */
export function optionalObject(value: unknown, field: string): asserts value is Record<string, unknown> | undefined {
  if (value !== undefined) requireObject(value, field);
}
