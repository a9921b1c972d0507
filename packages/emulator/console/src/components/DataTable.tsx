import type { KeyboardEvent } from 'react';
import { SortButton } from './SortButton';
import { ariaSort, useSorted, type Column, type SortState } from './sorting';

/** Rows drawn at most; the rest are counted (domain tables are small, the log has its own windowed grid). */
const MAX_ROWS = 500;

interface Props<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  initialSort: SortState;
  rowKey: (row: T) => string;
  caption: string;
  onOpen?: (row: T) => void;
  selectedKey?: string | undefined;
  testId?: string;
  /** The caption is for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
}

/** A sortable table (click or Enter on a header); rows open with a click or Enter when `onOpen` is given. */
export function DataTable<T>({ rows, columns, initialSort, rowKey, caption, onOpen, selectedKey, testId, hideCaption }: Props<T>) {
  const { sorted, sort, toggle } = useSorted(rows, columns, initialSort);
  const shown = sorted.slice(0, MAX_ROWS);
  const onKey = (row: T) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen?.(row);
    }
  };
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <caption className={hideCaption ? 'sr-only' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={ariaSort(sort, c.key)} className={c.numeric ? 'num' : undefined}>
                {c.label ? <SortButton label={c.label} columnKey={c.key} sort={sort} onSort={toggle} /> : <span className="sr-only">{c.key}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className={key === selectedKey ? 'selected' : undefined} tabIndex={onOpen ? 0 : undefined} onClick={onOpen ? () => onOpen(row) : undefined} onKeyDown={onOpen ? onKey(row) : undefined} aria-selected={onOpen ? key === selectedKey : undefined}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'num' : undefined}>
                    {c.render ? c.render(row) : format(c.value(row))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="empty">Nothing here yet.</p> : null}
      {sorted.length > shown.length ? <p className="muted">Showing the first {shown.length} of {sorted.length}.</p> : null}
    </div>
  );
}

function format(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
