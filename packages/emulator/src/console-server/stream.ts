import type { LogEvent, RequestLog } from '../engine/request-log';
import { summaryOf } from '../engine/request-log';
import { CONSOLE_HEADERS } from './answers';

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
const KEEP_ALIVE_MS = 15_000;

function frame(event: LogEvent): string {
  if (event.type === 'clear') return 'event: clear\ndata: {}\n\n';
  return `id: ${event.entry.id}\nevent: entry\ndata: ${JSON.stringify(summaryOf(event.entry))}\n\n`;
}

/**
 * The log as Server-Sent Events: every entry after `afterId` (or the `Last-Event-ID` a reconnecting
 * `EventSource` sends), then each new entry as it is added, and `clear` when the log is reset.
 * Cancelling the stream (the page goes away) unsubscribes.
 */
export function logStream(log: RequestLog, afterId: number): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send('retry: 1000\n\n');
      for (const entry of log.list(afterId)) send(frame({ type: 'entry', entry }));
      const unsubscribe = log.subscribe((event) => send(frame(event)));
      const timer = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(timer);
        unsubscribe();
      };
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: { ...CONSOLE_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' } });
}
