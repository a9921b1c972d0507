import { describe, expect, it } from 'vitest';
import { sortKey } from './sorts';

describe('sortKey', () => {
  it('keeps an offered sort', () => {
    expect(sortKey('price-asc')).toBe('price-asc');
    expect(sortKey(['newest', 'name'])).toBe('newest');
  });

  // `in` also finds what every object inherits: `?sort=constructor` was kept and went on into the page's links.
  it.each([undefined, '', 'price', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])('reads %j as featured', (value) => {
    expect(sortKey(value)).toBe('featured');
  });
});
