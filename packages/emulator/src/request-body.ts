import type { IncomingMessage, ServerResponse } from 'node:http';

/** Past this many bytes of a body nobody reads, the connection is cut (its answer went out long before). */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** A listener as Node's `EventEmitter.on` takes it. */
type Listener = Parameters<IncomingMessage['on']>[1];

/** An incoming body as a web stream, and how to let go of it unread. */
export interface IncomingBody {
  stream: ReadableStream<Uint8Array>;
  /** Stops feeding the stream (its reader cancelled, or the answer is out): the message stays open. */
  release(): void;
}

/**
 * The body of an incoming message as a web stream whose cancel only stops reading: unlike
 * `Readable.toWeb`, it never destroys the socket, so a 413 or 403 answered before the body is read
 * still reaches the client (see `drainUnread`).
 */
export function requestBody(req: IncomingMessage): IncomingBody {
  const listeners: [string, Listener][] = [];
  const release = () => {
    for (const [event, listener] of listeners.splice(0)) req.off(event, listener);
    req.pause();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const on = (event: string, listener: Listener) => {
        listeners.push([event, listener]);
        req.on(event, listener);
      };
      on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      on('end', () => {
        release();
        controller.close();
      });
      on('error', (error: Error) => {
        release();
        controller.error(error);
      });
      on('close', () => {
        if (req.complete) return;
        release();
        controller.error(new Error('The connection closed before the whole body arrived'));
      });
    },
    pull: () => void req.resume(),
    cancel: release,
  });
  return { stream, release };
}

/**
 * After the answer is out: a body still arriving is read and dropped (so the client, still sending,
 * reads the answer rather than a reset), up to a limit past which the connection is closed.
 */
export function drainUnread(req: IncomingMessage, res: ServerResponse, body: IncomingBody | undefined): void {
  body?.release();
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DRAIN_LIMIT_BYTES) res.socket?.destroy();
  });
  req.resume();
}
