import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConsoleHandler, type ConsoleHandler } from './console-server';
import { hostAllowList } from './allowed-hosts';
import { badRequest, refuse, toRequest, writeResponse } from './http-messages';
import { drainUnread } from './request-body';
import { createEmulator, type Emulator } from './engine/emulator';
import { stateLocation, type StateLocation } from './state-dir';
import { StateWriteError, type StateFileSystem } from './state-io';
import { readSavedState } from './state-replay';
import { openStateStore, type StateStore } from './state-store';
import { StateTracker, type RequestChanges } from './state-tracker';
import { NetworkDropError } from './engine/faults';
import type { Seed } from './engine/types';

/**
 * The options of `startEmulator`: the port and interface to listen on, the public base URL, the seed,
 * a place to keep state in, and the engine's limits and settings.
 */
export interface StartEmulatorOptions {
  /** Port to listen on; `0` (default) picks a free one. */
  port?: number;
  /** Interface to bind (default `127.0.0.1`). */
  host?: string;
  seed?: Seed;
  /**
   * A directory to keep state in: loaded at start, and every answered write is on the disk before its
   * answer goes out (a journal, folded into `state.json`), so even a killed process keeps what it
   * acknowledged; `blobs/` holds the uploaded files' bytes. A path ending in `.json` is a single state
   * file (journal and `<name>.blobs/` beside it). An unreadable state file is kept aside and named.
   */
  statePath?: string;
  /** Where notices about the state directory go (default `console.warn`). */
  log?: (message: string) => void;
  /** How many of the latest platform calls the recorder and the console's log keep (default 1000). */
  recordRequests?: number;
  tokenTtlSeconds?: number;
  /** Milliseconds each simulated storage step of a cart or order mutation takes (default 0). */
  storageLatencyMs?: number;
  /** Public base URL if the server is reached through a proxy (default `http://<host>:<port>`). */
  baseUrl?: string;
  /** Largest request body read, in bytes (default 1 MB; see `EmulatorOptions.maxBodyBytes`). */
  maxBodyBytes?: number;
  /** More origins allowed by CORS besides localhost and the emulator's own (see `EmulatorOptions.corsOrigins`). */
  corsOrigins?: Array<string | RegExp>;
  /**
   * More `Host` names the HTTP face answers, besides loopback names, addresses and the hosts of
   * `baseUrl` and `host`; `.example.com` allows a domain and its subdomains, `*` every host. Any other
   * Host (a name rebound to this machine by another site) is answered 403 `FOREIGN_HOST`.
   */
  allowedHosts?: string[];
  /** The file operations the state directory is written with (default `node:fs`); a test passes one that plays a full disk. */
  stateFs?: StateFileSystem;
}

/** What `startEmulator` resolves to: the URL it listens at, the emulator behind it, and `close` and `save`. */
export interface RunningEmulator {
  /** Where it listens, e.g. `http://127.0.0.1:4010`. */
  url: string;
  emulator: Emulator;
  /** Saves state (with `statePath`) and stops the server; rejects (the server stopped all the same) when the state could not be saved. */
  close(): Promise<void>;
  /** Writes the whole state to `statePath` now (also changes made outside requests, e.g. `emulator.clock.advance`); rejects when it could not. */
  save(): Promise<void>;
}

/** The methods the HTTP face passes on to the engine (the platform's verbs, HEAD and CORS preflights). */
const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Loads the saved state, makes files and their bytes agree, and opens the journal. */
async function openState(emulator: Emulator, tracker: StateTracker, location: StateLocation, log: (message: string) => void, io: StateFileSystem | undefined): Promise<StateStore> {
  const seeded = emulator.snapshot().apiKeys;
  const journalEmpty = !existsSync(location.journal) || statSync(location.journal).size === 0;
  const saved = readSavedState(location, emulator, log);
  if (saved) emulator.load(saved);
  const removed = await emulator.reconcileBlobs();
  if (removed.length > 0) log(`sitekit-emulator: removed ${removed.length} stored file(s) that no file descriptor names (uploads cut short before their answer)`);
  // `state.json` read as it is, with nothing on top: no need to write it again.
  const whole = saved !== undefined && journalEmpty && existsSync(location.file) && removed.length === 0;
  return openStateStore(location, emulator, tracker, { io, log, apiKeys: saved?.apiKeys ?? seeded, snapshotAtOpen: !whole });
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
  const holder: { emulator?: Emulator; console?: ConsoleHandler; store?: StateStore; tracker?: StateTracker } = {};
  let hostAllowed = (_hostname: string) => false;
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
    const incoming = toRequest(req, host);
    if (!incoming) {
      badRequest(res, 'The Host header is not a valid host');
      drainUnread(req, res, undefined);
      return;
    }
    // DNS rebinding: the platform API and every hosted page answer only the hosts they are reached at.
    if (!hostAllowed(new URL(incoming.request.url).hostname)) {
      refuse(res, 403, 'FOREIGN_HOST', 'The emulator answers on localhost, its own host and the hosts it is given (allowedHosts) only');
      drainUnread(req, res, incoming.body);
      return;
    }
    const { store, tracker } = holder;
    const generation = store?.generation;
    const read = req.method === 'GET' || req.method === 'HEAD';
    const changes: RequestChanges = { read, paths: new Map() };
    const run = async () => {
      try {
        const response = (await holder.console?.(incoming.request)) ?? (await current.handle(incoming.request));
        // On the disk before the answer goes out: an acknowledged write survives a crash. A read writes
        // nothing; it waits for the writes being flushed, so it never shows one that could still fail.
        store?.finish(changes, generation);
        if (read) await store?.settled(generation);
        else await store?.commit(generation);
        await writeResponse(res, response);
        drainUnread(req, res, incoming.body);
      } catch (error) {
        store?.finish(changes, generation);
        if (error instanceof NetworkDropError) {
          req.socket.destroy();
          return;
        }
        if (!res.headersSent) {
          // No CORS headers here: the origin was not checked against the allow-list.
          res.writeHead(500, { 'content-type': 'application/json' });
        }
        const message = error instanceof StateWriteError ? error.message : 'System error occurred';
        res.end(JSON.stringify({ message, details: { applicationError: { code: 'INTERNAL', description: String(error), data: {} } } }));
        drainUnread(req, res, incoming.body);
      }
    };
    void (tracker ? tracker.run(changes, run) : run());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const displayHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${displayHost}:${port}`;
  const location = options.statePath ? stateLocation(options.statePath) : undefined;
  const tracker = location ? new StateTracker() : undefined;
  const created = createEmulator({ blobs: location?.blobs, wrapSlice: tracker?.wrap, baseUrl: options.baseUrl ?? url, seed: options.seed, tokenTtlSeconds: options.tokenTtlSeconds, storageLatencyMs: options.storageLatencyMs, statePath: options.statePath,
    maxBodyBytes: options.maxBodyBytes, corsOrigins: options.corsOrigins, recordRequests: options.recordRequests });
  if (location && tracker) {
    holder.store = await openState(created, tracker, location, options.log ?? console.warn, options.stateFs);
    holder.tracker = tracker;
  }
  holder.emulator = created;
  hostAllowed = hostAllowList([created.baseUrl, url], options.allowedHosts);
  holder.console = createConsoleHandler(created, { allowedHosts: options.allowedHosts });
  return {
    url,
    emulator: created,
    save: async () => holder.store?.compact(),
    close: async () => {
      const stopped = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      try {
        await holder.store?.close();
      } finally {
        await stopped;
      }
    },
  };
}

export type { Emulator, StateFileSystem };
