import { useEffect, useRef, useState } from 'react';
import { API, getJson, postJson, type LogSummary } from '../api';

/** How often streamed entries are drawn: one render per interval, however many calls arrived. */
const FLUSH_MS = 200;

export interface LiveLog {
  /** Oldest first, at most `limit` (the emulator's log size). */
  entries: LogSummary[];
  limit: number;
  connected: boolean;
  clear(): Promise<void>;
}

/**
 * The emulator's request log, kept live: the current entries, then new ones over Server-Sent Events
 * (the browser reconnects by itself and resumes after the last id it saw).
 */
export function useLiveLog(): LiveLog {
  const [entries, setEntries] = useState<LogSummary[]>([]);
  const [limit, setLimit] = useState(1000);
  const [connected, setConnected] = useState(false);
  const pending = useRef<Array<LogSummary | 'clear'>>([]);

  useEffect(() => {
    let source: EventSource | undefined;
    let closed = false;
    const limitRef = { value: 1000 };
    const flush = setInterval(() => {
      if (pending.current.length === 0) return;
      const batch = pending.current;
      pending.current = [];
      setEntries((current) => apply(current, batch, limitRef.value));
    }, FLUSH_MS);
    void getJson<{ limit: number; entries: LogSummary[] }>('/requests').then((first) => {
      if (closed) return;
      limitRef.value = first.limit;
      setLimit(first.limit);
      setEntries(first.entries);
      const last = first.entries.at(-1)?.id ?? 0;
      source = new EventSource(`${API}/requests/stream?after=${last}`);
      source.addEventListener('open', () => setConnected(true));
      source.addEventListener('error', () => setConnected(false));
      source.addEventListener('entry', (event) => pending.current.push(JSON.parse((event as MessageEvent<string>).data) as LogSummary));
      source.addEventListener('clear', () => pending.current.push('clear'));
    });
    return () => {
      closed = true;
      clearInterval(flush);
      source?.close();
    };
  }, []);

  return { entries, limit, connected, clear: async () => void (await postJson('/requests/clear')) };
}

function apply(current: LogSummary[], batch: Array<LogSummary | 'clear'>, limit: number): LogSummary[] {
  let next = current;
  let copied = false;
  for (const item of batch) {
    if (item === 'clear') {
      next = [];
      copied = true;
      continue;
    }
    if (!copied) {
      next = [...next];
      copied = true;
    }
    // A reconnect may resend what the first list already had.
    if ((next.at(-1)?.id ?? 0) < item.id) next.push(item);
  }
  return next.length > limit ? next.slice(next.length - limit) : next;
}
