import type { LogSummary } from '../api';
import type { Column } from '../components/sorting';
import { statusClass } from './filter';
import { readablePath } from './readable-path';

const CALLER_LABELS: Record<LogSummary['caller'], string> = { anonymous: 'none', visitor: 'visitor', member: 'member', apiKey: 'API key', invalid: 'bad token' };

function time(at: string): string {
  const date = new Date(at);
  return `${date.toLocaleTimeString(undefined, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** The log table's columns, in display order. */
export const LOG_COLUMNS: Column<LogSummary>[] = [
  { key: 'id', label: 'Time', value: (e) => e.id, render: (e) => <time dateTime={e.at}>{time(e.at)}</time> },
  { key: 'method', label: 'Method', value: (e) => e.method, render: (e) => <span className={`method m-${e.method.toLowerCase()}`}>{e.method}</span> },
  {
    key: 'path',
    label: 'Path',
    value: (e) => e.path,
    render: (e) => {
      const shown = readablePath(e.path).path;
      return (
        <span className="path" title={e.routeId ? `${shown}\n${e.routeId}` : shown}>
          {shown}
        </span>
      );
    },
  },
  { key: 'domain', label: 'Domain', value: (e) => e.domain ?? '' },
  {
    key: 'caller',
    label: 'Caller',
    value: (e) => e.member ?? e.caller,
    render: (e) => <span title={e.member ? `member ${e.member}` : undefined}>{e.caller === 'member' && e.member ? e.member : CALLER_LABELS[e.caller]}</span>,
  },
  {
    key: 'status',
    label: 'Status',
    value: (e) => e.status ?? 0,
    numeric: true,
    render: (e) => (
      <span className={statusClass(e)} title={e.outcome === 'fault' ? 'Injected fault' : undefined}>
        {e.status ?? 'drop'}
        {e.outcome === 'fault' ? '⚡' : ''}
      </span>
    ),
  },
  { key: 'durationMs', label: 'Duration (ms)', value: (e) => e.durationMs, numeric: true, render: (e) => e.durationMs.toFixed(1) },
  { key: 'errorCode', label: 'Error code', value: (e) => e.errorCode ?? '', render: (e) => <span className="code">{e.errorCode ?? ''}</span> },
];
