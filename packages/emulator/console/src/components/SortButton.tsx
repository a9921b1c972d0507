import type { SortState } from './sorting';

/** A column header's button: click or Enter sorts by the column; the arrow shows the direction. */
export function SortButton({ label, columnKey, sort, onSort }: { label: string; columnKey: string; sort: SortState; onSort: (key: string) => void }) {
  const arrow = sort.key === columnKey ? (sort.direction === 'asc' ? '▲' : '▼') : '';
  return (
    <button type="button" className="sort" onClick={() => onSort(columnKey)}>
      {label}
      <span className="arrow" aria-hidden="true">
        {arrow}
      </span>
    </button>
  );
}
