import type { LogSummary } from '../api';

export type StatusFilter = 'all' | '2xx' | '3xx' | '4xx' | '5xx' | 'failed';

export interface LogFilter {
  text: string;
  domain: string;
  status: StatusFilter;
}

/** Whether an entry's status falls in the chosen class (`failed`: 4xx, 5xx and dropped connections). */
function statusMatches(entry: LogSummary, status: StatusFilter): boolean {
  if (status === 'all') return true;
  if (entry.status === undefined) return status === 'failed';
  if (status === 'failed') return entry.status >= 400;
  return Math.floor(entry.status / 100) === Number(status[0]);
}

/** Entries matching the filter: domain, status class, and text in method, path, route, caller or error code. */
export function filterLog(entries: readonly LogSummary[], filter: LogFilter): LogSummary[] {
  const text = filter.text.trim().toLowerCase();
  return entries.filter((entry) => {
    if (filter.domain && (entry.domain ?? '') !== filter.domain) return false;
    if (!statusMatches(entry, filter.status)) return false;
    if (!text) return true;
    const haystack = `${entry.method} ${entry.path} ${entry.routeId ?? ''} ${entry.caller} ${entry.member ?? ''} ${entry.errorCode ?? ''} ${entry.status ?? 'dropped'}`.toLowerCase();
    return haystack.includes(text);
  });
}

/** The CSS class of a status badge. */
export function statusClass(entry: Pick<LogSummary, 'status' | 'outcome'>): string {
  if (entry.status === undefined) return 'status dropped';
  if (entry.status >= 500) return 'status s5';
  if (entry.status >= 400) return 'status s4';
  if (entry.status >= 300) return 'status s3';
  return 'status s2';
}
