import type { Endpoint } from '../http/endpoint';
import type { RetryOptions } from '../http/retry-policy';
import type { SiteKitError } from '../errors/sitekit-error';

/** Per-send options used by strategies and call definitions. */
export interface SendOptions {
  /** Attach the auth strategy's headers (default true). Token calls turn it off. */
  auth?: boolean | undefined;
  /** Extra headers for this request. */
  headers?: Record<string, string> | undefined;
  /** Force the `www` host. */
  www?: boolean | undefined;
  /** Called with the successful response before its body is read (status and headers for platform modules). */
  onResponse?: ((response: Response) => void) | undefined;
}

/**
 * Sends one platform call: resolves host and path, encodes the payload (query, `.r=`, JSON body or
 * the long-GET POST fallback), attaches auth and the method-name header, retries idempotent calls,
 * and throws only normalized errors. The payload is already in wire shape (see `toWire`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names the answer it reads (call declarations, auth strategies); an `unknown` default would break each that reads fields without naming it
export type Send = <T = any>(endpoint: Endpoint, payload?: Record<string, unknown>, options?: SendOptions) => Promise<T>;

/** What a client hands its auth strategy so token requests use the same fetch, host and error handling. */
export interface Runtime {
  send: Send;
  /** The client's `fetch` (the injected one, else the global at call time). */
  fetch: typeof fetch;
  /** Base URL of the `www` host (or the overriding `host`). */
  wwwHost: string;
}

/**
 * An auth strategy: headers for each call, and optionally one renewal after a 401.
 */
export interface AuthStrategy {
  /** The headers each call carries (`Authorization`), fetching or renewing tokens first when needed. */
  getAuthHeaders(): Promise<{ headers: Record<string, string> }>;
  /**
   * Called once when a call gets a 401, with the auth headers that call carried (so concurrent 401s
   * on one token share one renewal); resolve true to replay that call once with fresh headers.
   */
  renewAfterUnauthorized?(failedHeaders?: Record<string, string>): Promise<boolean>;
  /** Module calls go to the `edge` host (visitor and member OAuth clients). */
  readonly useEdgeHost?: boolean | undefined;
  /** Receives the client runtime when the strategy is given to `createClient`. */
  attach?(runtime: Runtime): void;
}

/**
 * Options for the calls made through a client (`createClient`'s options, `client.with`): per-attempt
 * timeout, abort signal, extra headers.
 */
export interface RequestOptions {
  /** Per-attempt timeout in ms (`false` for none). Default 30000. */
  timeout?: number | false | undefined;
  /** Aborts the call (and any pending retry). */
  signal?: AbortSignal | undefined;
  /** Extra headers on every call. */
  headers?: Record<string, string> | undefined;
}

/**
 * The options of `createClient`: the modules to bind, the auth strategy, the host, `fetch`, the retry
 * policy and the error hook, plus the request options every call gets.
 */
export interface ClientOptions<M, A extends AuthStrategy | undefined> extends RequestOptions {
  modules?: M | undefined;
  auth?: A | undefined;
  /**
   * Overrides both platform hosts, e.g. the local emulator `http://127.0.0.1:4010`. Default: the
   * `NEXT_PUBLIC_SITEKIT_HOST` (browsers of a Next.js app too), else `SITEKIT_HOST` environment
   * variable (server and edge runtimes), else the platform's.
   */
  host?: string | undefined;
  /** `false` keeps OAuth module calls on `www` instead of `edge`. Default true. */
  useCDN?: boolean | undefined;
  /** Injected fetch (tests, edge runtimes, instrumentation). Default: the global fetch at call time. */
  fetch?: typeof fetch | undefined;
  /** Retry policy for idempotent calls; `false` turns retries off. */
  retry?: RetryOptions | false | undefined;
  /** Called exactly once with each normalized error, before it is thrown. */
  onError?: ((error: SiteKitError) => void) | undefined;
}
