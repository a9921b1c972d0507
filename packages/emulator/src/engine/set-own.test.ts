import { describe, expect, it } from 'vitest';
import { setOwn } from './set-own';

describe('setOwn', () => {
  it('sets __proto__ as an own, enumerable field and leaves the prototype alone', () => {
    const target: Record<string, unknown> = {};
    setOwn(target, '__proto__', { admin: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(target['admin']).toBeUndefined();
    expect(JSON.stringify(target)).toBe('{"__proto__":{"admin":true}}');
  });

  it('replaces a field, and a set field can be set again and deleted', () => {
    const target: Record<string, unknown> = { a: 1 };
    setOwn(target, 'a', 2);
    setOwn(target, 'a', 3);
    expect(target).toEqual({ a: 3 });
    delete target['a'];
    expect(target).toEqual({});
  });
});
