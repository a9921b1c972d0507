import type { z } from 'zod';
import { errorAnswer } from './answers';

/** The value at a parsed issue's path, to tell a missing field from a wrong one. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * A console POST body checked against `schema`: the parsed input, or a 400 `INVALID_BODY` answer
 * naming each field that is missing, of the wrong type or not expected.
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | Response {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'body';
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(body, issue.path) === undefined;
    return `${field}: ${missing ? 'is required' : issue.message}`;
  });
  return errorAnswer(400, 'INVALID_BODY', problems.join('; '));
}
