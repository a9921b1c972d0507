import { useMemo, useState, type ReactNode } from 'react';

/** A table column: how to read a row's value for sorting and how to draw it. */
export interface Column<T> {
  key: string;
  label: string;
  value: (row: T) => string | number | boolean | undefined | null;
  render?: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Rows sorted by one column; `toggle(key)` sorts by a column, or flips its direction. */
export function useSorted<T>(rows: readonly T[], columns: readonly Column<T>[], initial: SortState) {
  const [sort, setSort] = useState<SortState>(initial);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return [...rows];
    const factor = sort.direction === 'asc' ? 1 : -1;
    return rows
      .map((row, index) => ({ row, index, value: column.value(row) }))
      .sort((x, y) => factor * compare(x.value, y.value) || x.index - y.index)
      .map((x) => x.row);
  }, [rows, columns, sort]);
  const toggle = (key: string) => setSort((s) => (s.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));
  return { sorted, sort, toggle };
}

/** The `aria-sort` value of a column header. */
export function ariaSort(sort: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
