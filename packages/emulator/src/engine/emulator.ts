import { allDomains } from '../domains';
import { defaultSeed } from '../seed';
import { memoryBlobs } from './blobs';
import { DEFAULT_MAX_BODY_BYTES, parseRequestBody, readBodyBytes } from './body';
import { checkAccess, resolveCaller } from './caller';
import { RouteError, type ErrorResult } from './errors';
import { FaultRegistry, NetworkDropError, faultBody, type ActiveFault, type FaultSpec } from './faults';
import { KeyedQueue } from './locks';
import { decodeQuery } from './query';
import { RequestLog, type LogTrace } from './request-log';
import { corsHeaders, originAllowList, preflight, toResponse } from './respond';
import { Router } from './router';
import type { BlobStore, Domain, DomainHooks, EngineApi, HttpMethod, InboxEntry, RouteContext, RouteResult, Seed } from './types';

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
   * `0` turns the recorder off. Bounded so a long-running emulator does not keep every body it was sent.
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
}

/**
 * One request as the emulator received it (see `Emulator.requests`).
 *
 * @example
 * ```ts
 * const last: RecordedRequest | undefined = emulator.requests.at(-1);
 * expect(last?.routeId).toBe('ecom.currentCart.getCurrentCart');
 * ```
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The matched route's id, `undefined` when no route matched. */
  routeId: string | undefined;
}

/**
 * All state as plain JSON (`snapshot()` / `load()`).
 *
 * @example
 * ```ts
 * const saved: EmulatorSnapshot = emulator.snapshot();
 * emulator.load(saved); // back to the saved state
 * ```
 */
export interface EmulatorSnapshot {
  version: 1;
  apiKeys: string[];
  clockOffsetMs: number;
  domains: Record<string, unknown>;
}

/**
 * A running in-memory platform: `handle` answers requests; the rest drives it from tests.
 *
 * @example
 * ```ts
 * const emulator = createEmulator();
 * emulator.faults.add({ route: 'ecom.checkout.getCheckout', status: 503, times: 1 });
 * emulator.clock.advance(5 * 60 * 60 * 1000); // past the 4-hour token lifetime
 * ```
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
  /** The latest requests received since the last `clearRequests()` (at most `recordRequests`, default 1000). */
  readonly requests: RecordedRequest[];
  /** Empties `requests`. */
  clearRequests(): void;
  /** Emails the platform "sent" (verification codes, recovery links). */
  readonly inbox: InboxEntry[];
  /** Token controls for tests: `expireAccessTokens()` makes the issued access tokens expired, so the next call renews. */
  readonly auth: { expireAccessTokens(): void };
  /** The emulator's clock (token and code expiry): `advance(ms)` moves it forward, `now()` reads it. */
  readonly clock: { advance(ms: number): void; now(): Date };
  /** Fresh state from `seed` (default: the seed it was created with). Faults, the recorder and the log are cleared too. */
  reset(seed?: Seed): void;
  /** The whole state, as plain JSON (what the state directory's `state.json` holds). */
  snapshot(): EmulatorSnapshot;
  /** Replaces the state with a snapshot. */
  load(snapshot: EmulatorSnapshot): void;
  /** A domain's state slice (read or modify directly in tests). */
  stateOf<T = any>(domain: string): T;
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
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

function internalError(error: unknown): ErrorResult {
  const description = error instanceof Error ? error.message : String(error);
  return { status: 500, json: { message: 'System error occurred', details: { applicationError: { code: 'INTERNAL', description, data: {} } } } };
}

function unsupportedMethod(method: string): ErrorResult {
  return { status: 405, json: { message: 'METHOD_NOT_ALLOWED', details: { applicationError: { code: 'METHOD_NOT_ALLOWED', description: `Unsupported method ${method}`, data: {} } } } };
}

function tooLarge(limit: number): ErrorResult {
  const description = `The request body is larger than ${limit} bytes`;
  return { status: 413, json: { message: 'PAYLOAD_TOO_LARGE', details: { applicationError: { code: 'PAYLOAD_TOO_LARGE', description, data: { limit } } } } };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The timer `persist()` waits on, taken when this module loads so that a test that later installs fake
 * timers (`vi.useFakeTimers()`) does not freeze every cart and order call made through the emulator.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

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
  const router = new Router(domains);
  const faults = new FaultRegistry();
  const queue = new KeyedQueue();
  const requests: RecordedRequest[] = [];
  const recordLimit = Math.max(0, options.recordRequests ?? DEFAULT_RECORDED_REQUESTS);
  const log = new RequestLog(recordLimit);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const corsAllowed = originAllowList(baseUrl, options.corsOrigins);
  let seed: Seed = options.seed ?? defaultSeed;
  let slices: Record<string, unknown> = {};
  let apiKeys: string[] = [];
  let clockOffsetMs = 0;

  const engine: EngineApi = {
    stateOf: <T>(name: string) => {
      if (!(name in slices)) throw new Error(`emulator: no domain named "${name}"`);
      return slices[name] as T;
    },
    now: () => new Date(Date.now() + clockOffsetMs),
    newId: (prefix?: string) => (prefix ? `${prefix}-${crypto.randomUUID()}` : crypto.randomUUID()),
    baseUrl,
    settings: { tokenTtlSeconds: options.tokenTtlSeconds ?? 4 * 60 * 60, storageLatencyMs: options.storageLatencyMs ?? 0 },
    persist: () => new Promise<void>((resolve) => realSetTimeout(resolve, engine.settings.storageLatencyMs)),
    blobs: options.blobs ?? memoryBlobs(),
  };

  function init(from: Seed): void {
    seed = from;
    slices = Object.fromEntries(domains.map((d) => [d.name, d.initialState(from)]));
    apiKeys = Array.isArray(from['apiKeys']) ? (from['apiKeys'] as unknown[]).map(String) : ['emulator-api-key'];
    clockOffsetMs = 0;
  }
  init(seed);

  /** Calls the first domain that provides hook `name` with its state slice. */
  // The domain answering each hook, found once (the domain list is fixed): `callerForToken` runs on every request.
  const hookOwners = new Map<keyof DomainHooks, Domain>();
  for (const d of domains) {
    for (const name of Object.keys(d.hooks ?? {}) as (keyof DomainHooks)[]) {
      if (!hookOwners.has(name)) hookOwners.set(name, d);
    }
  }
  function hook<K extends keyof DomainHooks>(name: K, ...args: any[]): any {
    const domain = hookOwners.get(name);
    return domain ? (domain.hooks![name] as (...a: any[]) => unknown)(slices[domain.name], ...args) : undefined;
  }

  async function run(request: Request, record: RecordedRequest, trace: LogTrace): Promise<RouteResult> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase() as HttpMethod;
    let match = router.match(method, url.pathname);
    let fallback = false;
    if (!match && method === 'POST') {
      match = router.match('GET', url.pathname);
      fallback = match !== undefined;
    }
    // HEAD is GET without the body (the body is dropped in `handle`).
    if (!match && method === 'HEAD') match = router.match('GET', url.pathname);
    const route = match?.compiled.route;
    record.routeId = route?.id;
    if (match) Object.assign(trace.summary, { domain: match.compiled.domain.name, routeId: match.compiled.route.id });

    const fault = faults.take({ method, pathname: url.pathname, routeId: route?.id, routePath: route?.path });
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.drop) throw new NetworkDropError();
    if (fault?.status !== undefined) {
      trace.fault = true;
      return {
        status: fault.status,
        json: fault.body ?? faultBody(fault.status),
        headers: fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {},
      };
    }

    if (!match || !route) {
      const known = router.hasPath(url.pathname);
      return {
        status: known ? 405 : 404,
        json: { message: known ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND', details: { applicationError: { code: known ? 'METHOD_NOT_ALLOWED' : 'ROUTE_NOT_FOUND', description: `No emulator route for ${method} ${url.pathname}`, data: {} } } },
      };
    }
    // Who is calling before what they sent: a refused caller's body is never read or parsed.
    const resolved = resolveCaller(request.headers, (token) => hook('callerForToken', token, engine.now()), apiKeys);
    const denied = checkAccess(route.access, resolved);
    if (denied) return denied;

    const limit = route.bodyLimit ?? maxBodyBytes;
    const rawBody = method === 'GET' || method === 'HEAD' || route.streamBody ? new Uint8Array() : await readBodyBytes(request, limit);
    if (!rawBody) return tooLarge(limit);
    const parsed = route.rawBody ? { ok: true as const, value: {} } : parseRequestBody(new TextDecoder().decode(rawBody), request.headers.get('content-type'));
    record.body = parsed.ok ? parsed.value : parsed.raw;
    if (method !== 'GET') trace.requestBody = route.rawBody ? rawBody : record.body;
    if (!parsed.ok) return parsed.error;

    const body = parsed.value;
    const query = fallback ? (body as Record<string, any>) : decodeQuery(url.searchParams);

    const ctx: RouteContext = {
      method: route.method,
      params: match.params,
      query,
      body,
      rawBody,
      headers: request.headers,
      caller: resolved.caller,
      state: slices[match.compiled.domain.name],
      engine,
      baseUrl,
      url,
      request,
    };
    const key = route.lockKey?.(ctx);
    const exec = async () => route.handle(ctx);
    // One queue per domain and key, shared by all of the domain's routes (add-to-cart and
    // remove-line-items on one cart wait for each other).
    if (key === undefined) return exec();
    const scope = match.compiled.domain.name;
    return queue.run(typeof key === 'string' ? `${scope}|${key}` : key.map((k) => `${scope}|${k}`), exec);
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method.toUpperCase() === 'OPTIONS') return preflight(request, corsAllowed);
    const extra = { 'x-wix-request-id': crypto.randomUUID(), ...corsHeaders(request, corsAllowed) };
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const record: RecordedRequest = { method: request.method.toUpperCase(), url: request.url, headers, body: undefined, routeId: undefined };
    // A ring: each push is at most one over the limit, so dropping the oldest keeps it.
    if (recordLimit > 0 && requests.push(record) > recordLimit) requests.shift();
    const response = await answer(request, record, extra);
    // HEAD is GET without the body.
    return record.method === 'HEAD' ? new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers }) : response;
  }

  /** Runs the call and logs it: the answer, an injected fault's, or a dropped connection. */
  async function answer(request: Request, record: RecordedRequest, extra: Record<string, string>): Promise<Response> {
    const trace = startTrace(request);
    let result: RouteResult;
    try {
      result = METHODS.includes(record.method) ? await run(request, record, trace) : unsupportedMethod(record.method);
    } catch (error) {
      if (error instanceof NetworkDropError) {
        log.finish(trace, 'dropped');
        throw error;
      }
      result = error instanceof RouteError ? error.result : internalError(error);
    }
    log.finish(trace, result);
    return toResponse(result, extra);
  }

  /** Starts the log entry of a call: its caller's kind (never the credential, which is redacted everywhere). */
  function startTrace(request: Request): LogTrace {
    const authorization = request.headers.get('authorization') ?? '';
    const secrets = authorization.replace(/^Bearer\s+/i, '').split(',').map((part) => part.trim()).filter(Boolean);
    const resolved = resolveCaller(request.headers, (token) => hook('callerForToken', token, engine.now()), apiKeys);
    const caller = resolved.problem ? 'invalid' : resolved.caller.kind;
    const member = resolved.caller.kind === 'member' ? resolved.caller.email : undefined;
    return log.start(request, caller, member, secrets);
  }

  return {
    handle,
    baseUrl,
    faults: { add: (f) => faults.add(f), clear: () => faults.clear(), list: () => faults.list(), remove: (id) => faults.remove(id), active: () => faults.active() },
    log,
    routes: router.describe(),
    get requests() {
      return requests;
    },
    clearRequests: () => {
      requests.length = 0;
    },
    get inbox() {
      return (hook('inbox') as InboxEntry[] | undefined) ?? [];
    },
    auth: {
      expireAccessTokens: () => hook('expireAccessTokens', engine.now()),
    },
    clock: {
      advance: (ms) => {
        clockOffsetMs += ms;
      },
      now: () => engine.now(),
    },
    reset: (next) => {
      init(next ?? seed);
      faults.clear();
      requests.length = 0;
      log.clear();
    },
    snapshot: () => JSON.parse(JSON.stringify({ version: 1, apiKeys, clockOffsetMs, domains: slices })) as EmulatorSnapshot,
    load: (snapshot) => {
      if (snapshot.version !== 1) throw new Error(`emulator: unsupported snapshot version ${String(snapshot.version)}`);
      const fresh = Object.fromEntries(domains.map((d) => [d.name, d.initialState(seed)]));
      slices = { ...fresh, ...(JSON.parse(JSON.stringify(snapshot.domains)) as Record<string, unknown>) };
      apiKeys = [...snapshot.apiKeys];
      clockOffsetMs = snapshot.clockOffsetMs;
    },
    stateOf: engine.stateOf,
    reconcileBlobs: async () => {
      const stored = await engine.blobs.keys?.();
      const orphans: string[] = stored ? (hook('reconcileBlobs', stored) ?? []) : [];
      for (const key of orphans) await engine.blobs.delete(key);
      return orphans;
    },
    engine,
  };
}
