import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationError, notFound, parseBody, RouteError, validationError } from './errors';

function violationsOf(schema: z.ZodType, body: unknown) {
  try {
    parseBody(schema, body);
  } catch (error) {
    expect(error).toBeInstanceOf(RouteError);
    return ((error as RouteError).result.json as any).details.validationError.fieldViolations as any[];
  }
  throw new Error('expected a validation error');
}

describe('error helpers', () => {
  it('validationError renders the first violation in the message', () => {
    const res = validationError([{ field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' }]);
    expect(res).toEqual({
      status: 400,
      json: {
        message: 'INVALID_ARGUMENT: "lineItems[0].quantity" must be at least 1',
        details: { validationError: { fieldViolations: [{ field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' }] } },
      },
    });
  });

  it('applicationError and notFound carry code, description and data', () => {
    expect(applicationError(409, 'X', 'boom', { a: 1 })).toEqual({ status: 409, json: { message: 'boom', details: { applicationError: { code: 'X', description: 'boom', data: { a: 1 } } } } });
    expect(notFound('NOPE', 'gone').status).toBe(404);
  });
});

describe('parseBody', () => {
  const schema = z.object({
    email: z.email(),
    name: z.string().min(2).max(5),
    qty: z.number().int().min(1).max(10),
    tags: z.array(z.string()).min(1),
    kind: z.enum(['A', 'B']),
    nested: z.object({ id: z.string() }),
  });

  it('returns the parsed data', () => {
    const ok = { email: 'a@b.co', name: 'abc', qty: 2, tags: ['x'], kind: 'A', nested: { id: '1' } };
    expect(parseBody(schema, ok)).toEqual(ok);
  });

  it('maps zod issues to the platform constraint types', () => {
    const v = violationsOf(schema, { email: 'nope', name: 'a', qty: 11, tags: [], kind: 'C' });
    const byField = Object.fromEntries(v.map((x) => [x.field, x]));
    expect(byField['email']).toMatchObject({ violatedRule: 'FORMAT', data: { type: 'EMAIL' } });
    expect(byField['name']).toMatchObject({ violatedRule: 'MIN_LENGTH' });
    expect(byField['qty']).toMatchObject({ violatedRule: 'MAX' });
    expect(byField['tags']).toMatchObject({ violatedRule: 'MIN_SIZE' });
    expect(byField['kind']).toMatchObject({ violatedRule: 'INVALID_ENUM_VALUE' });
    expect(byField['nested']).toMatchObject({ violatedRule: 'REQUIRED_FIELD' });
  });

  it('reports array paths with brackets and wrong types as VALIDATION', () => {
    const v = violationsOf(z.object({ items: z.array(z.object({ q: z.number() })) }), { items: [{ q: 1 }, { q: 'x' }] });
    expect(v).toEqual([expect.objectContaining({ field: 'items[1].q', violatedRule: 'VALIDATION' })]);
  });
});
