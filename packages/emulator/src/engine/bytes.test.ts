import { describe, expect, it } from 'vitest';
import { concatBytes } from './concat-bytes';
import { crc32 } from './crc32';

describe('bytes helpers', () => {
  it('crc32 gives the standard check value and the empty input 0', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('concatBytes joins the parts in order into one new array', () => {
    const first = new Uint8Array([1, 2]);
    const joined = concatBytes([first, new Uint8Array(), new Uint8Array([3])]);
    expect([...joined]).toEqual([1, 2, 3]);
    first[0] = 9;
    expect(joined[0]).toBe(1);
  });
});
