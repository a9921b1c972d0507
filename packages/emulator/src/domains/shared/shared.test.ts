import { describe, expect, it } from 'vitest';
import { matchesFilter, QueryError } from './filter';
import { formatCents, money, percentOf, toCents } from './money';
import { parseQuery, runCursorQuery, runOffsetQuery } from './query';
import { allocate } from '../commerce/totals';

describe('money (integer cents)', () => {
  it('parses decimals without float drift and formats', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('19.999')).toBe(2000);
    expect(toCents(-4.5)).toBe(-450);
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(money(1250)).toEqual({ amount: '12.50', convertedAmount: '12.50', formattedAmount: '$12.50', formattedConvertedAmount: '$12.50' });
    expect(percentOf(4999, 8)).toBe(400);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('filter language', () => {
  const item = { name: 'Wool Beanie', price: { price: 24 }, tags: ['a', 'b'], variants: [{ sku: 'X1' }, { sku: 'Y2' }], empty: [], date: '2024-05-01T00:00:00.000Z' };
  it.each([
    [{ name: 'Wool Beanie' }, true],
    [{ 'price.price': { $gt: 20, $lte: 24 } }, true],
    [{ 'price.price': { $lt: 24 } }, false],
    [{ tags: { $hasAll: ['a', 'b'] } }, true],
    [{ tags: { $hasSome: ['c'] } }, false],
    [{ tags: 'a' }, true],
    [{ 'variants.sku': 'Y2' }, true],
    [{ missing: { $exists: false } }, true],
    [{ empty: { $isEmpty: true } }, true],
    [{ name: { $nin: ['x'] } }, true],
    [{ date: { $gte: { $date: '2024-01-01T00:00:00.000Z' } } }, true],
    [{ date: { $gt: '2024-05-01T00:00:00Z' } }, false],
    [{ date: { $lt: '2024-05-01T02:00:00+01:00' } }, true],
    [{ date: '2024-05-01T00:00:00Z' }, true],
    [{ $or: [{ name: 'x' }, { $not: { name: 'y' } }] }, true],
    [{ $and: [{ name: { $startsWith: 'wool' } }, { name: { $endsWith: 'BEANIE' } }] }, true],
  ])('%j → %s', (filter, expected) => {
    expect(matchesFilter(item, filter)).toBe(expected);
  });
  it('rejects unknown operators with the field name', () => {
    expect(() => matchesFilter(item, { name: { $regex: '.' } })).toThrow(QueryError);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ id: `i${i}`, n: i }));
  it('offset pages with a limit cap', () => {
    expect(runOffsetQuery(items, parseQuery({ paging: { limit: '3', offset: '2' } })).items.map((i) => i.n)).toEqual([2, 3, 4]);
    expect(() => runOffsetQuery(items, parseQuery({ paging: { limit: 101 } }))).toThrow(QueryError);
  });
  it('cursor pages carry filter and sort', () => {
    const first = runCursorQuery(items, parseQuery({ filter: { n: { $gte: 1 } }, sort: [{ fieldName: 'n', order: 'DESC' }], cursorPaging: { limit: 4 } }));
    expect(first.items.map((i) => i.n)).toEqual([6, 5, 4, 3]);
    const second = runCursorQuery(items, parseQuery({ cursorPaging: { limit: 4, cursor: first.metadata.cursors.next } }));
    expect(second.items.map((i) => i.n)).toEqual([2, 1]);
    expect(second.metadata.hasNext).toBe(false);
    const back = runCursorQuery(items, parseQuery({ cursorPaging: { limit: 4, cursor: second.metadata.cursors.prev } }));
    expect(back.items.map((i) => i.n)).toEqual([6, 5, 4, 3]);
  });
});
