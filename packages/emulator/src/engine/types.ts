/**
 * The emulator's internal contract. A domain is a folder under `src/domains/<name>/` whose
 * `index.ts` exports a `Domain`: its routes and the slice of state it owns. The engine
 * (router, auth, faces) knows nothing about any domain beyond this file.
 */

import type { JsonObject } from './json';

/** An HTTP method a route can answer. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Who is calling, resolved by the engine from the `Authorization` header before a route runs. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'visitor'; visitorId: string; clientId: string; token: string }
  | { kind: 'member'; memberId: string; email: string; visitorId: string; clientId: string; token: string }
  | { kind: 'apiKey'; apiKey: string; siteId?: string; accountId?: string };

/** Which callers a route admits. `public` admits anyone, including no Authorization header. */
export type Access = 'public' | 'session' | 'member' | 'apiKey' | 'sessionOrApiKey';

/**
 * What a route's `handle` gets for one request: method, path parameters, decoded query and body,
 * headers, the caller, its domain's state, the engine, and the request as received.
 */
export interface RouteContext<S = unknown> {
  method: HttpMethod;
  /** Path parameters from `:name` segments, already URL-decoded. */
  params: Record<string, string>;
  /** Query decoded from every encoding a client may use: dotted keys, repeated keys, or `.r=` base64url JSON. */
  query: JsonObject;
  /**
   * Parsed JSON body (`{}` when none), as the client sent it: any JSON value, read field by field
   * (`fieldsOf` in `engine/json`). For a POST fallback of a long GET this is the GET payload.
   */
  body: unknown;
  /** The body's bytes as received (uploads), empty for GET. */
  rawBody: Uint8Array;
  headers: Headers;
  caller: Caller;
  /** This domain's slice of state (see `Domain.initialState`). */
  state: S;
  /** The whole engine, for cross-domain reads (e.g. checkout reads the catalog). */
  engine: EngineApi;
  /** The public base URL the emulator is reached at (e.g. `http://localhost:4010` or `https://www.wixapis.com`). */
  baseUrl: string;
  /** The request URL as received. */
  url: URL;
  /** The request as received; its body is unread for a `streamBody` route. */
  request: Request;
}

/** What a route returns: JSON (200 by default), or a raw response (HTML pages, redirects, images). */
export type RouteResult =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; html: string; headers?: Record<string, string> }
  | { status: number; redirect: string; headers?: Record<string, string> }
  | { status?: number; body: string | Uint8Array; contentType: string; headers?: Record<string, string> };

/**
 * One platform endpoint a domain serves: its method, path and access, its id (for faults and the
 * recorder), its body and locking rules, and the handler that answers it.
 */
export interface Route<S = unknown> {
  method: HttpMethod;
  /**
   * Path with service prefix, `:param` segments and an optional trailing `*`:
   * `/ecom/v1/checkouts/:id/create-order`. Matched on the `www` and `edge` hosts alike. Written in full,
   * as a literal beside `method`, in the file that handles it: never glued from a prefix constant.
   */
  path: string;
  access: Access;
  /** Route id for fault injection and the recorder, e.g. `ecom.checkout.createOrder`. */
  id: string;
  /**
   * Optional key to serialize mutations on one entity (e.g. the cart owner or the order id): routes of
   * the same domain that return the same key run one at a time, in arrival order, whichever route they are.
   * A bulk route returns every entity's key and waits for all of them. Runs before the body is validated.
   */
  lockKey?(ctx: RouteContext<S>): string | readonly string[] | undefined;
  /** Largest request body this route reads, in bytes (default: the emulator's `maxBodyBytes`, 1 MB). Larger is `413`. */
  bodyLimit?: number;
  /** The route takes its body as bytes (`ctx.rawBody`, uploads): it is not parsed as JSON. */
  rawBody?: boolean;
  /**
   * The route reads its body itself (`ctx.request.body`), after its own checks (an upload URL's token,
   * the declared size): the engine reads nothing, so a refused upload costs no memory.
   */
  streamBody?: boolean;
  /** Answers one matched request: a JSON body, HTML, or an error result. */
  handle(ctx: RouteContext<S>): RouteResult | Promise<RouteResult>;
}

/**
 * One area of the emulated platform (orders, files, members…): its name, its state fresh from the
 * seed, its routes, and the hooks the engine asks of it.
 */
export interface Domain<S = unknown> {
  name: string;
  /** Fresh state for this domain, optionally from the seed (the whole seed object is passed). */
  initialState(seed: Seed): S;
  routes: Route<S>[];
  /**
   * Values this domain issues that are secrets wherever they appear (its tokens, by their form): the
   * request log redacts them in paths, headers, bodies and text.
   */
  secretValues?: RegExp[];
  /**
   * Where the slice keeps its records, as dot paths of maps (`*` for any key), e.g.
   * `['collections.*.items']`: a state directory saves each record of those maps that changed, and each
   * other value beside them, rather than the whole slice. Default: each top-level field is a map of records.
   */
  records?: readonly string[];
  /** What the engine asks of a domain beyond its routes (the engine names no domain). */
  hooks?: DomainHooks<S>;
  /**
   * What this domain does when another domain announces something (`engine.announce`): how a lower
   * domain reaches a higher one without importing it (auth announces an identity change; members
   * keeps its member record in line).
   */
  listeners?: readonly Listener[];
}

/**
 * Something a domain tells the others happened, as plain data: `type` is `<domain>.<what happened>`
 * (`auth.identity-changed`). The announcing domain exports the event's type from its `access.ts`.
 */
export interface DomainEvent {
  readonly type: string;
}

/** A domain's answer to one type of event (built with `listen` from `engine/events`). */
export interface Listener {
  readonly type: string;
  /** Runs inside the announcing request, before `announce` returns. */
  handle(engine: EngineApi, event: DomainEvent): void;
}

/** One email the platform "sent" (verification codes, recovery and activation links). */
export interface InboxEntry {
  to: string;
  kind: 'verification' | 'password-reset' | 'activation';
  code?: string;
  link?: string;
  /** The recovery token carried by a password-reset or activation link. */
  token?: string;
  at: string;
}

/** Engine-facing hooks a domain may provide; the first domain that provides one answers. */
export interface DomainHooks<S = unknown> {
  /** The caller an access token stands for, `'expired'` for a known but expired one, else `undefined`. */
  callerForToken?(state: S, token: string, now: Date): Caller | 'expired' | undefined;
  /** Expires every access token now (`emulator.auth.expireAccessTokens()`). */
  expireAccessTokens?(state: S, now: Date): void;
  /** The emails sent so far (`emulator.inbox`). */
  inbox?(state: S): InboxEntry[];
  /**
   * After a start from saved state: drops what refers to bytes the blob store does not hold, and
   * names the stored keys nothing refers to any more (the engine deletes them).
   */
  reconcileBlobs?(state: S, storedKeys: readonly string[]): string[];
}

/**
 * State slices and seed data are plain JSON (records keyed by id, arrays, ISO date strings; no Map,
 * no Date, no class instances) so the whole state can be snapshotted, saved to a file and loaded.
 * Seed data: JSON-serializable. Each domain reads its own keys and ignores the rest. */
export interface Seed {
  [domainKey: string]: unknown;
}

/**
 * What a route sees of the engine (`ctx.engine`): other domains' state, the clock, new ids, the base
 * URL and settings, a simulated storage round trip, and the blob store.
 */
export interface EngineApi {
  /** State slice of another domain by name. */
  stateOf<T>(domain: string): T;
  /** The emulator clock's current time. */
  now(): Date;
  /** A new unique id (with the prefix, when given). */
  newId(prefix?: string): string;
  baseUrl: string;
  /** Engine-wide settings from `createEmulator` options. */
  settings: EngineSettings;
  /**
   * A simulated storage round trip. Resolves on a later macrotask (after `storageLatencyMs`), so other
   * requests run while a handler waits on it, as they would while a real store reads or writes a database.
   * Read-modify-write handlers await it between reading state and writing it back; a route's `lockKey`
   * is what keeps concurrent calls on one entity from losing each other's writes.
   */
  persist(): Promise<void>;
  /** Bytes kept beside the JSON state (uploaded files): in memory, or under the state directory when the emulator persists. */
  blobs: BlobStore;
  /**
   * Tells every domain that listens for `event.type` (`Domain.listeners`), in domain order, and returns
   * when all of them have run. What a listener throws reaches the announcing route.
   */
  announce(event: DomainEvent): void;
}

/** Where the emulator keeps bytes, by key (`files/<id>`); `createEmulator({ blobs })` picks it. */
export interface BlobStore {
  /** The bytes kept under the key, or undefined. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Keeps the bytes under the key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Drops the bytes kept under the key. */
  delete(key: string): Promise<void>;
  /**
   * Stores a stream's bytes as they arrive, at most `limit` of them: past it nothing is stored and the
   * result is `undefined`; else the size stored. Without it, uploads are read whole, then `put`.
   */
  putStream?(key: string, stream: ReadableStream<Uint8Array>, limit: number): Promise<number | undefined>;
  /** Every key held (a store that cannot list its keys leaves this out). */
  keys?(): Promise<string[]>;
}

/** The engine-wide settings taken from `createEmulator`'s options: the access-token lifetime and the storage latency. */
export interface EngineSettings {
  /** Lifetime of OAuth access tokens, in seconds (default 4 hours). */
  tokenTtlSeconds: number;
  /** Delay of each `persist()` step in milliseconds (default 0: the next macrotask). */
  storageLatencyMs: number;
}
