import type { Transport } from '../http/create-transport';
import type { AuthStrategy } from './types';

/**
 * One request as a platform module describes it (the `RequestOptions` of the platform's published
 * `@wix/sdk-types`): verb, a path on the API host with its arguments already in it, query
 * parameters, a JSON body, the method-name parts, and alternatives for a query string too long.
 */
export interface PlatformRequest {
  method: string;
  url: string;
  data?: unknown;
  params?: URLSearchParams | undefined;
  fallback?: PlatformRequest[] | undefined;
  /** Only the first function is applied, as the platform's declaration says. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the platform's `@wix/sdk-types` declares it, so its modules' functions type-check against it
  transformResponse?: ((data: any) => any) | ((data: any) => any)[] | undefined;
  methodFqn?: string | undefined;
  entityFqdn?: string | undefined;
  packageName?: string | undefined;
}

/** What `request` resolves: the platform's `HttpResponse`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the platform's `@wix/sdk-types` declares it, so its modules' functions type-check against it
export interface PlatformResponse<T = any> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
}

/**
 * The host context a platform module's function is given (the `HttpClient` of `@wix/sdk-types`), made
 * of this client's transport: its auth, host, retries and errors.
 */
export interface PlatformHttpClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the platform's `@wix/sdk-types` declares it, so its modules' functions type-check against it
  request<T = any>(factory: (context: { host: string; isSSR: boolean }) => PlatformRequest): Promise<PlatformResponse<T>>;
  fetchWithAuth: typeof fetch;
  wixAPIFetch(relativeUrl: string, init?: RequestInit): Promise<Response>;
  getActiveToken(): string | undefined;
  getAuthHeaders(): Promise<{ headers: Record<string, string> }>;
}

/**
 * The key under which the error a platform module's request failed with carries SiteKit's own error:
 * the module rewrites what it catches (message, code, status), so it is given a carrier to rewrite and
 * `bindPlatformModule` throws the error inside it. `Symbol.for`, so the lazily loaded request path agrees.
 */
export const SITEKIT_ERROR = Symbol.for('sitekit.error.carried');

/**
 * The host context SiteKit gives platform modules: every request they describe goes through this
 * client's `send` (auth header, edge or www host, retries for GETs, normalized errors, `onError`).
 */
export function platformHttpClient(transport: Transport, auth: AuthStrategy | undefined, host: string | undefined): PlatformHttpClient {
  // a `Request` is sent as its URL with `init`: the platform's modules pass a URL
  const fetchWithAuth = (input: RequestInfo | URL, init?: RequestInit) => transport.fetchWithAuth((input as Request).url ?? input, init);
  return {
    // the request path loads on the first request: a client that runs no platform module carries none of it
    request: (factory) => import('./platform-request').then(({ sendPlatformRequest }) => sendPlatformRequest(transport, host, factory)),
    fetchWithAuth: fetchWithAuth as typeof fetch,
    wixAPIFetch: (relativeUrl, init) => transport.fetchWithAuth(relativeUrl, init),
    // the strategy's own answer where it has one, else the access token it holds (OAuth strategies)
    getActiveToken: () => {
      const strategy = auth as { getActiveToken?: (() => string | undefined) | undefined; getTokens?: (() => { accessToken?: { value?: string | undefined } | undefined }) | undefined } | undefined;
      return strategy?.getActiveToken ? strategy.getActiveToken() : strategy?.getTokens?.().accessToken?.value || undefined;
    },
    getAuthHeaders: async () => (auth ? auth.getAuthHeaders() : { headers: {} }),
  };
}
