import type { RequestLog } from '../engine/request-log';
import { summaryOf } from '../engine/request-log';
import { CONSOLE_HEADERS } from './answers';

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
const KEEP_ALIVE_MS = 15_000;
/**
 * What one stream may hold unread, in bytes: a client that reads slower than the log grows (or reads
 * nothing) gets the entries the log still keeps when it catches up, and skips the ones it no longer does.
 */
export const STREAM_BACKLOG_BYTES = 256 * 1024;

const entryFrame = (entry: Parameters<typeof summaryOf>[0]) => `id: ${entry.id}\nevent: entry\ndata: ${JSON.stringify(summaryOf(entry))}\n\n`;

/**
 * The log as Server-Sent Events: every entry after `afterId` (or the `Last-Event-ID` a reconnecting
 * `EventSource` sends), then each new entry as it is added, and `clear` when the log is reset.
 * Entries are read from the log as the client takes them, at most `STREAM_BACKLOG_BYTES` ahead of it,
 * so a stalled client holds no more than that. Cancelling the stream (the page goes away) unsubscribes.
 */
export function logStream(log: RequestLog, afterId: number): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  let pump = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let sent = afterId;
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
            return true;
          } catch {
            stop();
            return false;
          }
        };
        let pumping = false;
        // Sends what the log holds past the last entry sent, while the client keeps up. An enqueue may
        // call `pull` at once (a read was waiting): that call finds the pump running and leaves it be.
        pump = () => {
          if (pumping) return;
          pumping = true;
          try {
            for (const entry of log.list(sent)) {
              if ((controller.desiredSize ?? 0) <= 0) return;
              sent = entry.id;
              if (!send(entryFrame(entry))) return;
            }
          } finally {
            pumping = false;
          }
        };
        send('retry: 1000\n\n');
        const unsubscribe = log.subscribe((event) => {
          if (event.type === 'clear') send('event: clear\ndata: {}\n\n');
          else pump();
        });
        const timer = setInterval(() => {
          if ((controller.desiredSize ?? 0) > 0) send(': keep-alive\n\n');
        }, KEEP_ALIVE_MS);
        stop = () => {
          clearInterval(timer);
          unsubscribe();
        };
        pump();
      },
      pull() {
        pump();
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: STREAM_BACKLOG_BYTES, size: (chunk) => chunk.byteLength },
  );
  return new Response(body, { headers: { ...CONSOLE_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' } });
}
