import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry';

describe('ownEntry', () => {
  const table: Record<string, { id: string }> = { a: { id: 'a' } };

  it('reads the entry the table holds', () => {
    expect(ownEntry(table, 'a')).toEqual({ id: 'a' });
    expect(ownEntry(table, 'b')).toBeUndefined();
  });

  it.each([['constructor'], ['__proto__'], ['toString'], ['hasOwnProperty']])('%s is no entry unless the table holds one', (key) => {
    expect(ownEntry(table, key)).toBeUndefined();
    const holding: Record<string, number> = {};
    Object.defineProperty(holding, key, { value: 1, enumerable: true });
    expect(ownEntry(holding, key)).toBe(1);
  });

  it('a key that is not a string (absent, or a body field of another type) finds nothing', () => {
    for (const key of [undefined, null, 1, true, {}, ['a']]) expect(ownEntry({ ...table, 1: { id: '1' } }, key)).toBeUndefined();
  });

  it('reads an object with a null prototype as well', () => {
    const bare: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, { x: 1 });
    expect(ownEntry(bare, 'x')).toBe(1);
    expect(ownEntry(bare, 'toString')).toBeUndefined();
  });
});
