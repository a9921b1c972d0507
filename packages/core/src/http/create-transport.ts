import ky, { HTTPError, type Options } from 'ky';
import { normalizeError } from '../errors/normalize-error';
import { SiteKitError } from '../errors/sitekit-error';
import type { AuthStrategy, Send, SendOptions } from '../client/types';
import { biHeader, type Endpoint } from './endpoint';
import { raceAbort } from './race-abort';
import { resolvePath } from './resolve-path';
import { kyRetry, DEFAULT_TIMEOUT_MS, type RetryOptions } from './retry-policy';
import { MAX_QUERY_LENGTH, serializeQuery } from './serialize-query';
import { requireHeaderValues } from '../validate/require';

/**
 * The production platform's main host: token, redirect and identity calls, and every module call
 * of a client whose auth strategy does not use the edge host (API keys, static tokens).
 */
export const WWW_HOST = 'https://www.wixapis.com';
/**
 * The production platform's CDN host, where module calls of visitor and member OAuth clients go
 * (`useCDN: false` keeps them on `WWW_HOST`).
 */
export const EDGE_HOST = 'https://edge.wixapis.com';

/** What a transport is built from: the client options that shape every request (host, fetch, auth, retries, timeout, headers, error hook). */
export interface SendConfig {
  host?: string | undefined;
  useCDN?: boolean | undefined;
  fetch: typeof fetch;
  auth?: AuthStrategy | undefined;
  retry?: RetryOptions | false | undefined;
  timeout?: number | false | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  onError?: ((error: SiteKitError) => void) | undefined;
}

/** A client's transport: `send` for declared calls, `fetchWithAuth` for any other request with the client's auth. */
export interface Transport {
  send: Send;
  fetchWithAuth(input: string | URL, init?: RequestInit): Promise<Response>;
}

/**
 * A body's text as JSON: `{}` for an empty body, `undefined` when it is not JSON. Synchronous, so that
 * reading a response costs one `await` (of `response.text()`), not an async function of its own.
 */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

/**
 * `headers` with `extra` set over them, names compared case-insensitively (an `Authorization` replaces
 * an `authorization`), as a plain object (one small copy per attempt; `Headers` and pairs read once).
 */
function withHeaders(headers: HeadersInit | undefined, extra: Record<string, string>): Record<string, string> {
  const merged: Record<string, string> = {};
  const add = (from: Record<string, string> | undefined) => {
    for (const name in from) merged[name.toLowerCase()] = from[name] as string;
  };
  add(headers instanceof Headers || Array.isArray(headers) ? Object.fromEntries(new Headers(headers)) : headers);
  add(extra);
  return merged;
}

/** ky's options for one request, headers as `fetch` takes them. */
type KyInit = Omit<Options, 'headers'> & { headers?: HeadersInit | undefined };

const requestId = (res: Response) => res.headers.get('x-wix-request-id') ?? undefined;

/** Builds a client's transport: the one path every call, token request and raw fetch takes. */
export function createTransport(cfg: SendConfig): Transport {
  // The host as `platformHost` decided it where the client was made: an origin (with a proxy's path prefix), or
  // none for the platform's own hosts.
  const host = cfg.host;
  const http = ky.create({ fetch: cfg.fetch });
  const retry = kyRetry(cfg.retry);
  // Errors already handed to onError: a token error surfacing through a module call is reported once.
  const reported = new WeakSet<object>();

  const report = (error: unknown): never => {
    const normalized = normalizeError(error);
    if (!reported.has(normalized)) {
      reported.add(normalized);
      cfg.onError?.(normalized);
    }
    throw normalized;
  };

  const timeout = cfg.timeout ?? DEFAULT_TIMEOUT_MS;

  /**
   * One request: auth headers, ky (retries, timeout), one renewal + replay after a 401, error shaping.
   * `options` are ky's options for this request only (`headers` without auth are set per attempt): built
   * by the caller as one literal, as copying them with a spread on every call costs more than all the rest.
   */
  async function request(url: string, options: KyInit, withAuth: boolean): Promise<Response> {
    const headers = options.headers;
    const signal = options.signal ?? cfg.signal;
    // only keys with values: ky deep-merges every key of every call's options
    if (signal) options.signal = signal;
    for (let replayed = false; ; replayed = true) {
      let auth: Record<string, string> | undefined;
      try {
        // An abort while the token is still being fetched ends the call too (and it never goes out).
        auth = withAuth && cfg.auth ? (await raceAbort(cfg.auth.getAuthHeaders(), signal)).headers : undefined;
        options.headers = auth ? withHeaders(headers, auth) : headers;
        requireHeaderValues(options.headers);
        // `headers` as `fetch` takes them, `undefined` for none: what ky does with them (its own type has no `undefined`)
        return await raceAbort(http(url, options as Options), signal);
      } catch (error) {
        if (!(error instanceof HTTPError)) {
          if (signal?.aborted) throw new SiteKitError('Request aborted', { code: 'ABORTED', cause: error }, 'AbortError');
          throw error;
        }
        const res = error.response;
        if (res.status === 401 && !replayed && withAuth && (await cfg.auth?.renewAfterUnauthorized?.(auth))) continue;
        throw normalizeError(error, { status: res.status, statusText: res.statusText, requestId: requestId(res), body: parseJson(await res.text()) });
      }
    }
  }

  const send: Send = async <T>(endpoint: Endpoint, payload: Record<string, unknown> = {}, options: SendOptions = {}): Promise<T> => {
    try {
      let method = endpoint.method;
      const edge = cfg.auth?.useEdgeHost && cfg.useCDN !== false && !endpoint.www && !options.www;
      const base = host || (edge ? EDGE_HOST : WWW_HOST);
      let url = base + resolvePath(endpoint.path, payload);
      let body: string | undefined;
      if (method === 'GET' || method === 'DELETE') {
        const query = Object.keys(payload).length ? serializeQuery(payload, endpoint.complex) : '';
        const tooLong = endpoint.maxUrl ? url.length + 1 + query.length > endpoint.maxUrl : query.length > MAX_QUERY_LENGTH;
        if (tooLong && endpoint.fallback) {
          method = 'POST';
          url = base + endpoint.fallback;
          body = JSON.stringify(payload);
        } else if (query) url += `?${query}`;
      } else body = JSON.stringify(payload);
      const headers = { 'x-wix-bi-gateway': endpoint.header ?? biHeader(endpoint), ...cfg.headers, ...options.headers, ...(body && { 'content-type': 'application/json' }) };
      const init: KyInit = { method, headers, retry: endpoint.method === 'GET' || endpoint.idempotent ? retry : 0, timeout };
      if (body !== undefined) init.body = body;
      const res = await request(url, init, options.auth !== false);
      options.onResponse?.(res);
      const parsed = parseJson(await res.text());
      if (parsed === undefined) {
        throw new SiteKitError('Malformed JSON in the platform response', { code: 'MALFORMED_RESPONSE', status: res.status, requestId: requestId(res) });
      }
      return parsed as T;
    } catch (error) {
      return report(error);
    }
  };

  const fetchWithAuth = (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    return request(url.startsWith('/') ? (host || WWW_HOST) + url : url, { method: 'GET', ...init, retry: 0, timeout }, true).catch(report);
  };

  return { send, fetchWithAuth };
}
