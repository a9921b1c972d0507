import type { z } from 'zod';

/** The server's field-violation constraint types (docs/wire/conventions.md). */
export type ViolatedRule =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT';

/** One field violation of a `validationError` answer: the field, what is wrong with it, and the rule it broke. */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** An error result: always a status and a JSON body. */
export type ErrorResult = { status: number; json: unknown; headers?: Record<string, string> };

/**
 * Thrown by route code (or helpers such as {@link parseBody}) to answer with an error; the engine
 * turns it into the response. Route handlers may also simply `return` the error result.
 *
 * @example
 * ```ts
 * throw new RouteError(notFound('ITEM_NOT_FOUND', `Item ${ctx.params['id']} not found`));
 * ```
 */
export class RouteError extends Error {
  readonly result: ErrorResult;
  constructor(result: ErrorResult) {
    super(`emulator route error ${result.status}`);
    this.name = 'RouteError';
    this.result = result;
  }
}

/**
 * Throw an error result from anywhere inside a route.
 *
 * @example
 * ```ts
 * const item = ownEntry(ctx.state.items, ctx.params.id) ?? raise(notFound('ITEM_NOT_FOUND', 'No such item'));
 * ```
 */
export function raise(result: ErrorResult): never {
  throw new RouteError(result);
}

/**
 * 400 with `details.validationError.fieldViolations`, message `INVALID_ARGUMENT: "<field>" <description>`.
 */
export function validationError(violations: FieldViolation[]): ErrorResult {
  const first = violations[0];
  const message = first ? `INVALID_ARGUMENT: "${first.field}" ${first.description}` : 'INVALID_ARGUMENT';
  return {
    status: 400,
    json: {
      message,
      details: { validationError: { fieldViolations: violations.map((violation) => ({ ...violation })) } },
    },
  };
}

/**
 * An application error: `{ message: description, details: { applicationError: { code, description, data } } }`.
 */
export function applicationError(status: number, code: string, description: string, data: unknown = {}): ErrorResult {
  return { status, json: { message: description, details: { applicationError: { code, description, data } } } };
}

/**
 * 404 application error.
 */
export function notFound(code: string, description: string): ErrorResult {
  return applicationError(404, code, description);
}

/**
 * 401 UNAUTHENTICATED.
 */
export function unauthenticated(description = 'Missing or invalid authorization'): ErrorResult {
  return { status: 401, json: { message: 'UNAUTHENTICATED', details: { applicationError: { code: 'UNAUTHENTICATED', description, data: {} } } } };
}

/**
 * 403 PERMISSION_DENIED.
 */
export function permissionDenied(description = 'The caller may not use this endpoint'): ErrorResult {
  return { status: 403, json: { message: 'PERMISSION_DENIED', details: { applicationError: { code: 'PERMISSION_DENIED', description, data: {} } } } };
}

function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key as string];
  }
  return cur;
}

type Origin = 'string' | 'array' | 'set' | 'number' | 'bigint' | 'date' | 'file' | string;
function sizeRule(origin: Origin, kind: 'MIN' | 'MAX'): ViolatedRule {
  if (origin === 'string') return `${kind}_LENGTH`;
  if (origin === 'array' || origin === 'set' || origin === 'file') return `${kind}_SIZE`;
  return kind;
}

/** Maps one zod issue to a platform field violation. */
export function issueToViolation(issue: z.core.$ZodIssue, input: unknown): FieldViolation {
  const field = fieldPath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) {
        return { field, description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' };
      }
      return { field, description: `must be a ${issue.expected}`, violatedRule: 'VALIDATION' };
    case 'too_small':
      return { field, description: `must be at least ${String(issue.minimum)}`, violatedRule: sizeRule(issue.origin, 'MIN'), data: { threshold: Number(issue.minimum) } };
    case 'too_big':
      return { field, description: `must be at most ${String(issue.maximum)}`, violatedRule: sizeRule(issue.origin, 'MAX'), data: { threshold: Number(issue.maximum) } };
    case 'invalid_format': {
      const type = issue.format.toUpperCase();
      return { field, description: `must be a valid ${issue.format}`, violatedRule: 'FORMAT', ruleName: type, data: { type } };
    }
    case 'invalid_value':
      return { field, description: `must be one of ${issue.values.map(String).join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE', data: { allowed: issue.values.map(String) } };
    case 'unrecognized_keys':
      return { field: issue.keys.length === 1 ? fieldPath([...issue.path, issue.keys[0] ?? '']) : field, description: 'is not allowed', violatedRule: 'FIELD_NOT_ALLOWED' };
    case 'invalid_union':
      return { field, description: 'must match exactly one of the allowed shapes', violatedRule: 'ONE_OF_ALIGNMENT' };
    default:
      return { field, description: issue.message, violatedRule: 'VALIDATION' };
  }
}

/**
 * Parses `body` with a zod schema; on failure throws a {@link RouteError} carrying the platform's
 * validation-error shape (one field violation per zod issue).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  raise(validationError(result.error.issues.map((issue) => issueToViolation(issue, body))));
}
