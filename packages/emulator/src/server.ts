import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createConsoleHandler, type ConsoleHandler } from './console-server';
import { createEmulator, type Emulator, type EmulatorSnapshot } from './engine/emulator';
import { stateLocation } from './state-dir';
import { NetworkDropError } from './engine/faults';
import type { Seed } from './engine/types';

export interface StartEmulatorOptions {
  /** Port to listen on; `0` (default) picks a free one. */
  port?: number;
  /** Interface to bind (default `127.0.0.1`). */
  host?: string;
  seed?: Seed;
  /**
   * A directory to load state from at start (when it holds one) and save it to on `close()`: `state.json`
   * plus `blobs/`, the uploaded files' bytes, so a restart keeps every file. A path ending in `.json` is a
   * single state file (blobs beside it in `<name>.blobs/`).
   */
  statePath?: string;
  tokenTtlSeconds?: number;
  /** Milliseconds each simulated storage step of a cart or order mutation takes (default 0). */
  storageLatencyMs?: number;
  /** Public base URL if the server is reached through a proxy (default `http://<host>:<port>`). */
  baseUrl?: string;
  /** Largest request body read, in bytes (default 1 MB; see `EmulatorOptions.maxBodyBytes`). */
  maxBodyBytes?: number;
  /** More origins allowed by CORS besides localhost and the emulator's own (see `EmulatorOptions.corsOrigins`). */
  corsOrigins?: Array<string | RegExp>;
  /** How many of the latest platform calls the recorder and the console's log keep (default 1000). */
  recordRequests?: number;
}

export interface RunningEmulator {
  /** Where it listens, e.g. `http://127.0.0.1:4010`. */
  url: string;
  emulator: Emulator;
  /** Saves state (with `statePath`) and stops the server. */
  close(): Promise<void>;
  /** Writes the state to `statePath` now. */
  save(): void;
}

/** The methods the HTTP face passes on to the engine (the platform's verbs, HEAD and CORS preflights). */
const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A web `Request` over the incoming message; the body stays a stream so the engine can refuse it unread (413). */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method, headers, ...(body && { body, duplex: 'half' }) } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  // A long-lived answer (the console's event stream) ends when the client goes away.
  res.once('close', () => body.destroy());
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
}

/**
 * Starts the emulator's HTTP face (node:http): the platform API plus the hosted pages
 * (`/_emulator/oauth/authorize`, `/_emulator/checkout`, `/_emulator/inbox`, …) and the console at `/_emulator/`.
 *
 * @example
 * import { startEmulator } from '@sitekit/emulator/server';
 *
 * const platform = await startEmulator({ port: 0 });
 * const res = await fetch(`${platform.url}/oauth2/token`, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify({ clientId: 'my-app', grantType: 'anonymous' }),
 * });
 * await platform.close();
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const holder: { emulator?: Emulator; console?: ConsoleHandler } = {};
  const server = createServer((req, res) => {
    const current = holder.emulator;
    if (!current) {
      res.writeHead(503).end();
      return;
    }
    // Methods a `Request` cannot carry (TRACE, CONNECT, …) or the platform does not serve: 405, never a 500.
    if (!SERVED_METHODS.includes(req.method ?? '')) {
      const body = { message: 'METHOD_NOT_ALLOWED', details: { applicationError: { code: 'METHOD_NOT_ALLOWED', description: 'Unsupported method', data: {} } } };
      res.writeHead(405, { 'content-type': 'application/json', allow: SERVED_METHODS.join(', ') }).end(JSON.stringify(body));
      req.resume();
      return;
    }
    void (async () => {
      try {
        const request = toRequest(req, `http://${req.headers.host ?? host}`);
        const answer = (await holder.console?.(request)) ?? (await current.handle(request));
        await writeResponse(res, answer);
      } catch (error) {
        if (error instanceof NetworkDropError) {
          req.socket.destroy();
          return;
        }
        if (!res.headersSent) {
          // No CORS headers here: the origin was not checked against the allow-list.
          res.writeHead(500, { 'content-type': 'application/json' });
        }
        res.end(JSON.stringify({ message: 'System error occurred', details: { applicationError: { code: 'INTERNAL', description: String(error), data: {} } } }));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const displayHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${displayHost}:${port}`;
  const location = options.statePath ? stateLocation(options.statePath) : undefined;
  const created = createEmulator({ blobs: location?.blobs, baseUrl: options.baseUrl ?? url, seed: options.seed, tokenTtlSeconds: options.tokenTtlSeconds, storageLatencyMs: options.storageLatencyMs, statePath: options.statePath,
    maxBodyBytes: options.maxBodyBytes, corsOrigins: options.corsOrigins, recordRequests: options.recordRequests });
  if (location && existsSync(location.file)) {
    created.load(JSON.parse(readFileSync(location.file, 'utf8')) as EmulatorSnapshot);
  }
  holder.emulator = created;
  holder.console = createConsoleHandler(created);
  const save = () => {
    if (location) writeFileSync(location.file, JSON.stringify(created.snapshot(), null, 2));
  };
  return {
    url,
    emulator: created,
    save,
    close: () =>
      new Promise<void>((resolve, reject) => {
        save();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type { Emulator };
