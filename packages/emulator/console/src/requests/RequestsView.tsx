import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { LogSummary } from '../api';
import { SortButton } from '../components/SortButton';
import { ariaSort, useSorted } from '../components/sorting';
import { navigate } from '../route';
import { LOG_COLUMNS } from './columns';
import { filterLog, type LogFilter, type StatusFilter } from './filter';
import { RequestDetail } from './RequestDetail';
import type { LiveLog } from './useLiveLog';

/** One row's height in pixels: fixed, so streaming rows never move what is on screen. */
const ROW_HEIGHT = 32;
const STATUSES: Array<[StatusFilter, string]> = [['all', 'Any status'], ['2xx', '2xx'], ['3xx', '3xx'], ['4xx', '4xx'], ['5xx', '5xx'], ['failed', 'Failed (4xx, 5xx, dropped)']];

/** The live log: newest first, filtered and sorted, only the visible rows drawn; a call's details beside it. */
export function RequestsView({ log, selected }: { log: LiveLog; selected: string | undefined }) {
  const [filter, setFilter] = useState<LogFilter>({ text: '', domain: '', status: 'all' });
  const domains = useMemo(() => [...new Set(log.entries.map((e) => e.domain).filter((d): d is string => !!d))].sort(), [log.entries]);
  const filtered = useMemo(() => filterLog(log.entries, filter), [log.entries, filter]);
  const { sorted, sort, toggle } = useSorted(filtered, LOG_COLUMNS, { key: 'id', direction: 'desc' });
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: sorted.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const selectedId = selected ? Number(selected) : undefined;
  useKeepPlace(scroller, sorted, sort.key === 'id' && sort.direction === 'desc');

  const move = (event: KeyboardEvent) => {
    const index = sorted.findIndex((e) => e.id === selectedId);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: sorted.length - 1 }[event.key];
    if (event.key === 'Escape') return navigate('requests');
    if (next === undefined) return;
    event.preventDefault();
    const entry = sorted[Math.max(0, Math.min(sorted.length - 1, next))];
    if (!entry) return;
    navigate('requests', String(entry.id));
    virtualizer.scrollToIndex(sorted.indexOf(entry), { align: 'auto' });
  };

  return (
    <section className={`requests ${selectedId ? 'with-detail' : ''}`} aria-labelledby="requests-title">
      <header className="view-head">
        <h1 id="requests-title">Requests</h1>
        <div className="toolbar" role="search">
          <input type="search" placeholder="Filter: path, route, code…" aria-label="Filter text" value={filter.text} onChange={(e) => setFilter({ ...filter, text: e.target.value })} data-testid="log-filter" />
          <select aria-label="Domain" value={filter.domain} onChange={(e) => setFilter({ ...filter, domain: e.target.value })} data-testid="log-domain">
            <option value="">All domains</option>
            {domains.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
          <select aria-label="Status" value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value as StatusFilter })} data-testid="log-status">
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <span className="count" data-testid="log-count" aria-live="off">
            {sorted.length} of {log.entries.length} · keeps {log.limit}
          </span>
          <button type="button" className="secondary" onClick={() => void log.clear()}>
            Clear log
          </button>
        </div>
      </header>
      <div className="split">
        <div className="grid" role="grid" aria-label="Platform calls, newest first" aria-rowcount={sorted.length + 1}>
          <div role="rowgroup">
            <div className="grid-row grid-head" role="row">
              {LOG_COLUMNS.map((c) => (
                <div key={c.key} role="columnheader" aria-sort={ariaSort(sort, c.key)} className={`col-${c.key} ${c.numeric ? 'num' : ''}`}>
                  <SortButton label={c.label} columnKey={c.key} sort={sort} onSort={toggle} />
                </div>
              ))}
            </div>
          </div>
          {/* The rows' group scrolls and takes the keys; the windowing wrapper is presentation only. */}
          <div className="grid-body" role="rowgroup" ref={scroller} tabIndex={0} onKeyDown={move} data-testid="log-rows" data-newest={log.entries.at(-1)?.id} aria-label="Log rows: arrow keys move, Escape closes the details">
            {sorted.length === 0 ? (
              <div role="row">
                <p className="empty" role="gridcell">
                  {log.entries.length ? 'No call matches the filter.' : 'No platform calls yet. Calls to the emulator appear here as they happen.'}
                </p>
              </div>
            ) : null}
            <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const entry = sorted[item.index]!;
                return (
                  <div
                    key={entry.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    aria-selected={entry.id === selectedId}
                    className={`grid-row ${entry.id === selectedId ? 'selected' : ''} ${entry.status === undefined || entry.status >= 400 ? 'failed' : ''}`}
                    style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                    onClick={() => navigate('requests', String(entry.id))}
                    data-testid="log-row"
                    data-status={entry.status ?? 'dropped'}
                    data-id={entry.id}
                  >
                    {LOG_COLUMNS.map((c) => (
                      <div key={c.key} role="gridcell" className={`col-${c.key} ${c.numeric ? 'num' : ''}`}>
                        {c.render ? c.render(entry) : String(c.value(entry) ?? '')}
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        {selectedId ? <RequestDetail id={selectedId} /> : null}
      </div>
    </section>
  );
}

/**
 * Keeps the rows a reader is looking at in place while new calls arrive at the top: when scrolled
 * down, the scroll position moves by the height of the rows added above.
 */
function useKeepPlace(scroller: RefObject<HTMLDivElement | null>, rows: readonly LogSummary[], newestFirst: boolean) {
  const previousTop = useRef<number | undefined>(rows[0]?.id);
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = previousTop.current;
    previousTop.current = rows[0]?.id;
    if (!element || !newestFirst || before === undefined || element.scrollTop === 0) return;
    const added = rows.findIndex((entry) => entry.id === before);
    if (added > 0) element.scrollTop += added * ROW_HEIGHT;
  }, [scroller, rows, newestFirst]);
}
