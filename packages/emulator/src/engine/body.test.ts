import { describe, expect, it } from 'vitest';
import { parseRequestBody } from './body';

describe('parseRequestBody', () => {
  it('reads a form field named like an object member as a field like any other, as the JSON form would', () => {
    const parsed = parseRequestBody('__proto__=a&toString=b&toString=c&constructor=d', 'application/x-www-form-urlencoded');
    expect(parsed.ok).toBe(true);
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value).toEqual(JSON.parse('{"__proto__":"a","toString":["b","c"],"constructor":"d"}'));
  });
});
