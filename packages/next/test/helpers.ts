/**
 * The next package's test helpers (not shipped): a TCP proxy in front of a redis-server whose
 * connections a test cuts off and restores, as a network partition does.
 */
import { createServer, connect, type Socket } from 'node:net';

/** A cuttable TCP proxy to `127.0.0.1:port`. */
export interface RedisProxy {
  /** `redis://127.0.0.1:<proxy port>`. */
  url: string;
  /** Drops every connection and refuses new ones until `restore()`. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy to the redis-server on `port`. */
export async function redisProxy(port: number): Promise<RedisProxy> {
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((incoming) => {
    if (cut) {
      incoming.destroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [incoming, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => {
        sockets.delete(socket);
        incoming.destroy();
        upstream.destroy();
      });
    }
    incoming.pipe(upstream).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${address.port}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
