import { describe, expect, it } from 'vitest';
import { RouteError } from './errors';
import { asArray, base64UrlDecode, base64UrlEncode, decodeQuery } from './query';

describe('decodeQuery', () => {
  it('nests dotted keys', () => {
    expect(decodeQuery(new URLSearchParams('paging.limit=10&paging.offset=20&a.b.c=x'))).toEqual({ paging: { limit: '10', offset: '20' }, a: { b: { c: 'x' } } });
  });

  it('turns repeated keys into arrays, single keys stay strings', () => {
    expect(decodeQuery(new URLSearchParams('fieldsets=A&fieldsets=B&fieldsets=C&one=1'))).toEqual({ fieldsets: ['A', 'B', 'C'], one: '1' });
  });

  it('replaces the query with the decoded .r payload', () => {
    const payload = { query: { filter: { name: { $startsWith: 'Tée ✓' } }, paging: { limit: 5 } } };
    const r = base64UrlEncode(JSON.stringify(payload));
    expect(r).not.toMatch(/[=+/]/);
    expect(decodeQuery(new URLSearchParams({ '.r': r, ignored: 'x' }))).toEqual(payload);
  });

  it('keys named like object members are keys like any other, as the .r form (JSON) reads them, and touch no prototype', () => {
    const decoded = decodeQuery(new URLSearchParams('__proto__.polluted=1&constructor.prototype.x=2&toString=3&hasOwnProperty=4&hasOwnProperty=5'));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(decoded).toEqual(JSON.parse('{"__proto__":{"polluted":"1"},"constructor":{"prototype":{"x":"2"}},"toString":"3","hasOwnProperty":["4","5"]}'));
    expect(Object.hasOwn(decoded, '__proto__')).toBe(true);
  });

  it('rejects a malformed .r with a validation error', () => {
    try {
      decodeQuery(new URLSearchParams({ '.r': '!!!not-base64' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RouteError);
      expect((error as RouteError).result.status).toBe(400);
      expect((error as RouteError).result.json).toMatchObject({ details: { validationError: { fieldViolations: [{ field: '.r', violatedRule: 'FORMAT' }] } } });
    }
  });
});

describe('base64url and asArray', () => {
  it('round-trips unicode without padding', () => {
    for (const s of ['', 'a', 'ab', 'abc', '{"é":"✓"}']) expect(base64UrlDecode(base64UrlEncode(s))).toBe(s);
  });
  it('normalizes one-or-many values', () => {
    expect(asArray(undefined)).toEqual([]);
    expect(asArray('A')).toEqual(['A']);
    expect(asArray(['A', 'B'])).toEqual(['A', 'B']);
  });
});
