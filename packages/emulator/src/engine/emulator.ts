import { allDomains } from '../domains';
import { defaultSeed } from '../seed';
import { answer, withoutBody, type Answering } from './answer';
import { memoryBlobs } from './blobs';
import { DEFAULT_MAX_BODY_BYTES } from './body';
import { resolveCaller } from './caller';
import { FaultRegistry, type ActiveFault, type FaultSpec } from './faults';
import { listenerTable, type ListenerTable } from './events';
import { callHook, hookTable, type HookArgs } from './hooks';
import { KeyedQueue, lockName } from './locks';
import { RequestRecorder, type RecordedRequest } from './recorder';
import { RequestLog } from './request-log';
import { corsHeaders, originAllowList, preflight } from './respond';
import { Router } from './router';
import { runRoute, type RouteRunner } from './run-route';
import type { BlobStore, Domain, DomainHooks, EngineApi, HttpMethod, InboxEntry, Seed } from './types';
import { createWorld, type EmulatorSnapshot, type SliceWrapper, type World } from './world';

export type { RecordedRequest } from './recorder';
export type { EmulatorSnapshot, SliceWrapper } from './world';

/**
 * The options of `createEmulator` (and `setupEmulator`): base URL, seed, token lifetime, extra
 * domains, storage latency, recorder size, blob store, body limit and CORS origins.
 */
export interface EmulatorOptions {
  /** Public base URL the emulator is reached at; hosted pages live under it. Default `https://www.wixapis.com`. */
  baseUrl?: string;
  /** Initial data (default: `defaultSeed`). */
  seed?: Seed;
  /** Access-token lifetime in seconds (default 4 hours). */
  tokenTtlSeconds?: number;
  /** HTTP face only: file to load state from at start and save it to on close. */
  statePath?: string;
  /** More domains (tests, extensions), routed after the built-in ones. */
  extraDomains?: Domain[];
  /**
   * Milliseconds each simulated storage step takes (`engine.persist()`, awaited by cart and order
   * mutations between their read and their write). Default 0: the step still yields to the event loop.
   */
  storageLatencyMs?: number;
  /**
   * How many of the latest requests `requests` keeps (a ring: the oldest is dropped first). Default 1000;
   * `0` turns the recorder off. Bounded so a long-running emulator does not keep every body it was sent;
   * the kept requests also weigh at most 16 MB together (`RECORDER_BUDGET_BYTES`), whatever their number.
   */
  recordRequests?: number;
  /** Where uploaded files' bytes are kept (default: in memory; the HTTP face passes a directory store when it persists). */
  blobs?: BlobStore;
  /**
   * Largest request body read, in bytes (default 1 MB); a route may allow more (`Route.bodyLimit`).
   * A larger body is answered `413` before it is read whole.
   */
  maxBodyBytes?: number;
  /**
   * Origins whose browser requests get CORS headers, besides localhost on any port and the emulator's
   * own origin (exact origins such as `https://shop.example`, or patterns).
   */
  corsOrigins?: Array<string | RegExp>;
  /** HTTP face only: what each domain's slice is handed out as (the state directory watches the writes to it). */
  wrapSlice?: SliceWrapper;
}

/**
 * A running in-memory platform: `handle` answers requests; the rest drives it from tests.
 */
export interface Emulator {
  /** Answers one platform request. Rejects with a `TypeError` only for an injected `drop` fault. */
  handle(request: Request): Promise<Response>;
  readonly baseUrl: string;
  /** Injected failures (`FaultSpec`) of matching requests. */
  readonly faults: {
    /** Adds a fault; returns its id (for `remove`). */
    add(fault: FaultSpec): number;
    /** Removes every fault. */
    clear(): void;
    /** The faults in force. */
    list(): FaultSpec[];
    /** Removes one fault by id; `false` when there is none. */
    remove(id: number): boolean;
    /** The faults in force, with ids and how many requests each still affects. */
    active(): ActiveFault[];
  };
  /**
   * The console's log of platform calls (the latest `recordRequests`, default 1000): caller kind,
   * status, duration, bodies with every token, password, code and key redacted.
   */
  readonly log: RequestLog;
  /** Every route the emulator serves (for choosing a fault's target). */
  readonly routes: RouteInfo[];
  /**
   * The latest requests received since the last `clearRequests()`: at most `recordRequests` (default
   * 1000), and only as many as weigh 16 MB together (bodies, URLs, headers; the newest always stays).
   */
  readonly requests: RecordedRequest[];
  /** Empties `requests`. */
  clearRequests(): void;
  /** Emails the platform "sent" (verification codes, recovery links). */
  readonly inbox: InboxEntry[];
  /** Token controls for tests: `expireAccessTokens()` makes the issued access tokens expired, so the next call renews. */
  readonly auth: {
    /** Makes every access token issued so far expired. */
    expireAccessTokens(): void;
  };
  /** The emulator's clock (token and code expiry): `advance(ms)` moves it forward, `now()` reads it. */
  readonly clock: {
    /** Moves the clock `ms` milliseconds forward. */
    advance(ms: number): void;
    /** The emulator's current time. */
    now(): Date;
  };
  /** Fresh state from `seed` (default: the seed it was created with). Faults, the recorder and the log are cleared too. */
  reset(seed?: Seed): void;
  /** The whole state, as plain JSON (what the state directory's `state.json` holds). */
  snapshot(): EmulatorSnapshot;
  /** Replaces the state with a snapshot. */
  load(snapshot: EmulatorSnapshot): void;
  /** A domain's state slice (read or modify directly in tests). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into a slice by name (`stateOf('auth').accessTokens`); pass `T` for a typed one
  stateOf<T = any>(domain: string): T;
  /**
   * Runs `task` in turn with the requests of `domain` whose route holds the lock `key` (its `lockKey`):
   * a change made outside a request (the console's edits) never lands between such a route's read and
   * its write. Resolves what `task` returns; rejects with what it throws.
   */
  withLock<T>(domain: string, key: string, task: () => T | Promise<T>): Promise<T>;
  /**
   * Makes the state and the blob store agree after a start from saved state: what refers to missing
   * bytes is dropped, stored bytes nothing refers to are deleted. Resolves the deleted keys.
   */
  reconcileBlobs(): Promise<string[]>;
  readonly engine: EngineApi;
}

/** One served route, as `Emulator.routes` lists it. */
export interface RouteInfo {
  id: string;
  method: HttpMethod;
  path: string;
  domain: string;
}

const DEFAULT_BASE = 'https://www.wixapis.com';
/** How many requests the recorder keeps by default. */
const DEFAULT_RECORDED_REQUESTS = 1000;

/**
 * The timer `persist()` waits on, taken when this module loads so that a test that later installs fake
 * timers (`vi.useFakeTimers()`) does not freeze every cart and order call made through the emulator.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** What routes are given of the engine: the world's state and clock, ids, settings, storage steps and blobs. */
function engineApi(world: World, baseUrl: string, options: EmulatorOptions, listeners: ListenerTable): EngineApi {
  const engine: EngineApi = {
    stateOf: <T>(name: string) => world.stateOf<T>(name),
    now: () => world.now(),
    newId: (prefix?: string) => (prefix ? `${prefix}-${crypto.randomUUID()}` : crypto.randomUUID()),
    baseUrl,
    settings: { tokenTtlSeconds: options.tokenTtlSeconds ?? 4 * 60 * 60, storageLatencyMs: options.storageLatencyMs ?? 0 },
    persist: () => new Promise<void>((resolve) => realSetTimeout(resolve, engine.settings.storageLatencyMs)),
    blobs: options.blobs ?? memoryBlobs(),
    announce: (event) => {
      for (const listener of listeners.get(event.type) ?? []) listener.handle(engine, event);
    },
  };
  return engine;
}

/**
 * Creates an in-memory platform. Both faces (MSW and HTTP) call `handle`.
 *
 * @example
 * ```ts
 * const emulator = createEmulator({ seed: { ...defaultSeed, apiKeys: ['test-key'] } });
 * const res = await emulator.handle(new Request('https://www.wixapis.com/stores-reader/v1/products/query-platformized', { method: 'POST', body: '{}' }));
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  const domains = [...allDomains, ...(options.extraDomains ?? [])];
  const world = createWorld(options.seed ?? defaultSeed, domains, options.wrapSlice);
  const hooks = hookTable(domains);
  const hook = <K extends keyof DomainHooks>(name: K, ...args: HookArgs<K>) => callHook(hooks, world.slices, name, ...args);
  const engine = engineApi(world, baseUrl, options, listenerTable(domains));
  const callerOf = (headers: Headers) => resolveCaller(headers, (token) => hook('callerForToken', token, engine.now()), world.apiKeys);
  const router = new Router(domains);
  const faults = new FaultRegistry();
  const recordLimit = Math.max(0, options.recordRequests ?? DEFAULT_RECORDED_REQUESTS);
  const recorder = new RequestRecorder(recordLimit);
  const log = new RequestLog(recordLimit, domains.flatMap((domain) => domain.secretValues ?? []));
  const runner: RouteRunner = {
    router, faults, queue: new KeyedQueue(), engine, recorder, maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, slices: () => world.slices, callerOf,
  };
  const answering: Answering = { log, callerOf, run: (request, record, trace) => runRoute(runner, request, record, trace) };
  const corsAllowed = originAllowList(baseUrl, options.corsOrigins);

  async function handle(request: Request): Promise<Response> {
    if (request.method.toUpperCase() === 'OPTIONS') return preflight(request, corsAllowed);
    const extra = { 'x-wix-request-id': crypto.randomUUID(), ...corsHeaders(request, corsAllowed) };
    const record = recorder.record(request);
    const response = await answer(answering, request, record, extra);
    // HEAD is GET without the body.
    return record.method === 'HEAD' ? withoutBody(response) : response;
  }

  return {
    handle,
    baseUrl,
    faults: { add: (fault) => faults.add(fault), clear: () => faults.clear(), list: () => faults.list(), remove: (id) => faults.remove(id), active: () => faults.active() },
    log,
    routes: router.describe(),
    get requests() {
      return recorder.requests;
    },
    clearRequests: () => recorder.clear(),
    get inbox() {
      return hook('inbox') ?? [];
    },
    auth: {
      expireAccessTokens: () => hook('expireAccessTokens', engine.now()),
    },
    clock: {
      advance: (ms) => world.advance(ms),
      now: () => engine.now(),
    },
    reset: (next) => {
      world.init(next ?? world.seed);
      faults.clear();
      recorder.clear();
      log.clear();
    },
    snapshot: () => world.snapshot(),
    load: (snapshot) => world.load(snapshot),
    stateOf: engine.stateOf,
    withLock: (domain, key, task) => runner.queue.run(lockName(domain, key), async () => task()),
    reconcileBlobs: async () => {
      const stored = await engine.blobs.keys?.();
      const orphans: string[] = stored ? (hook('reconcileBlobs', stored) ?? []) : [];
      for (const key of orphans) await engine.blobs.delete(key);
      return orphans;
    },
    engine,
  };
}
