import { isSiteKitError } from '../errors/guards';
import type { SiteKitError } from '../errors/sitekit-error';
import { ValidationError } from '../errors/validation-error';
import type { Endpoint, HttpMethod } from '../http/endpoint';
import { MAX_QUERY_LENGTH } from '../http/serialize-query';
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
  transformResponse?: ((data: any) => any) | ((data: any) => any)[] | undefined;
  methodFqn?: string | undefined;
  entityFqdn?: string | undefined;
  packageName?: string | undefined;
}

/** What `request` resolves: the platform's `HttpResponse`. */
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
  request<T = any>(factory: (context: { host: string; isSSR: boolean }) => PlatformRequest): Promise<PlatformResponse<T>>;
  fetchWithAuth: typeof fetch;
  wixAPIFetch(relativeUrl: string, init?: RequestInit): Promise<Response>;
  getActiveToken(): string | undefined;
  getAuthHeaders(): Promise<{ headers: Record<string, string> }>;
}

/**
 * The key under which the error a platform module's request failed with carries SiteKit's own error:
 * the module rewrites what it catches (message, code, status), so it is given a carrier to rewrite and
 * `bindPlatformModule` throws the error inside it.
 */
export const SITEKIT_ERROR = Symbol('sitekit.error.carried');

const carrier = (error: SiteKitError) =>
  Object.assign(new Error(error.message), {
    response: { data: { message: error.message, details: error.details }, status: error.status, statusText: '' },
    requestId: error.requestId,
    [SITEKIT_ERROR]: error,
  });

/**
 * The module's path, kept inside the path the module meant: `?`, `#` and braces are encoded (the
 * module does not encode the arguments it puts into a path), and a dot segment, which would climb out
 * of the service's path, is refused before any request. Only paths on the API host are sent.
 */
function modulePath(url: string): string {
  if (/^(?!\/)|^\/\/|\/\.\.?(\/|$)|\\/.test(url)) throw new ValidationError([{ field: 'url', description: `must stay in its path: ${url}` }]);
  return url.replace(/[?#{}]/g, encodeURIComponent);
}

/** The API host's name (`www.wixapis.com`, or the `host` option's, e.g. `127.0.0.1:4010`) without parsing a URL, which React Native's cannot. */
const hostName = (host: string | undefined) => (host ? host.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '') : 'www.wixapis.com');

/**
 * The host context SiteKit gives platform modules: every request they describe goes through this
 * client's `send` (auth header, edge or www host, retries for GETs, normalized errors, `onError`).
 *
 * @example
 * ```ts
 * const http = platformHttpClient(transport, options.auth, options.host);
 * const getService = services.getService(http); // the platform module's function, bound
 * ```
 */
export function platformHttpClient(transport: Transport, auth: AuthStrategy | undefined, host: string | undefined): PlatformHttpClient {
  // a `Request` is sent as its URL with `init`: the platform's modules pass a URL
  const fetchWithAuth = (input: RequestInfo | URL, init?: RequestInit) => transport.fetchWithAuth((input as Request).url ?? input, init);
  return {
    async request(factory) {
      let request = factory({ host: hostName(host), isSSR: typeof window === 'undefined' });
      let response: Response | undefined;
      let data: any;
      try {
        let query = request.params ? String(request.params) : '';
        if (query.length > MAX_QUERY_LENGTH && request.fallback?.[0]) {
          request = request.fallback[0];
          query = request.params ? String(request.params) : '';
        }
        const path = modulePath(request.url);
        const endpoint: Endpoint = {
          method: request.method.toUpperCase() as HttpMethod,
          path: query ? `${path}?${query}` : path,
          fqn: request.methodFqn ?? '',
          entity: request.entityFqdn,
          pkg: request.packageName,
        };
        // a GET or DELETE carries its arguments in `params`, already in the path: nothing more goes into the query
        const payload = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : request.data ?? {};
        data = await transport.send(endpoint, payload as Record<string, unknown>, { onResponse: (res) => (response = res) });
      } catch (error) {
        throw isSiteKitError(error) ? carrier(error) : error;
      }
      const transform = [request.transformResponse].flat()[0];
      return {
        data: transform ? transform(data) : data,
        status: response?.status ?? 200,
        statusText: response?.statusText ?? '',
        headers: response ? Object.fromEntries(response.headers) : {},
      };
    },
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
