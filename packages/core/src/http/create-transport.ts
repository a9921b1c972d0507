import ky, { HTTPError } from 'ky';
import { normalizeError } from '../errors/normalize-error';
import { SiteKitError } from '../errors/sitekit-error';
import type { AuthStrategy, Send } from '../client/types';
import { biHeader, type HttpMethod } from './endpoint';
import { resolvePath } from './resolve-path';
import { kyRetry, DEFAULT_TIMEOUT_MS, type RetryOptions } from './retry-policy';
import { MAX_QUERY_LENGTH, serializeQuery } from './serialize-query';

/** The production platform hosts. */
export const WWW_HOST = 'https://www.wixapis.com';
export const EDGE_HOST = 'https://edge.wixapis.com';

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

/** Reads a body as JSON: `{}` for an empty body, `undefined` when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Transport {
  send: Send;
  fetchWithAuth(input: string | URL, init?: RequestInit): Promise<Response>;
}

const responseInfo = async (res: Response) => ({
  status: res.status,
  statusText: res.statusText,
  requestId: res.headers.get('x-wix-request-id') ?? undefined,
  body: await readJson(res),
});

/** Builds a client's transport: the one path every call, token request and raw fetch takes. */
export function createTransport(cfg: SendConfig): Transport {
  const http = ky.create({ fetch: cfg.fetch, throwHttpErrors: true });
  // Errors already handed to onError: a token error surfacing through a module call is reported once.
  const reported = new WeakSet<object>();
  const fail = (error: unknown): never => {
    const normalized = normalizeError(error);
    if (!reported.has(normalized)) {
      reported.add(normalized);
      cfg.onError?.(normalized);
    }
    throw normalized;
  };
  const renew = async (status: number, replayed: boolean, withAuth: boolean, used?: Record<string, string>) =>
    status === 401 && !replayed && withAuth && !!(await cfg.auth?.renewAfterUnauthorized?.(used));

  async function attempt(url: string, method: HttpMethod, body: string | undefined, headers: Record<string, string>, idempotent: boolean, withAuth: boolean): Promise<any> {
    for (let replayed = false; ; replayed = true) {
      const auth = withAuth && cfg.auth ? (await cfg.auth.getAuthHeaders()).headers : undefined;
      let response: Response;
      try {
        response = await http(url, {
          method,
          body,
          headers: { ...headers, ...auth },
          retry: kyRetry(cfg.retry, method, idempotent),
          timeout: cfg.timeout ?? DEFAULT_TIMEOUT_MS,
          signal: cfg.signal,
        });
      } catch (error) {
        if (!(error instanceof HTTPError)) throw cfg.signal?.aborted ? abortError(error) : error;
        if (await renew(error.response.status, replayed, withAuth, auth)) continue;
        throw normalizeError(error, await responseInfo(error.response));
      }
      const parsed = await readJson(response);
      if (parsed === undefined) {
        const requestId = response.headers.get('x-wix-request-id') ?? undefined;
        throw new SiteKitError('Malformed JSON in the platform response', { code: 'MALFORMED_RESPONSE', status: response.status, requestId });
      }
      return parsed;
    }
  }

  const send: Send = async (endpoint, payload = {}, options = {}) => {
    try {
      let method = endpoint.method;
      const edge = cfg.auth?.useEdgeHost && cfg.useCDN !== false && !endpoint.www && !options.www;
      const base = cfg.host ?? (edge ? EDGE_HOST : WWW_HOST);
      let url = base + resolvePath(endpoint.path, payload);
      let body: string | undefined;
      if (method === 'GET' || method === 'DELETE') {
        const query = serializeQuery(payload, endpoint.complex);
        if (query.length > MAX_QUERY_LENGTH && endpoint.fallback) {
          method = 'POST';
          url = base + endpoint.fallback;
          body = JSON.stringify(payload);
        } else if (query) url += `?${query}`;
      } else body = JSON.stringify(payload);
      const headers: Record<string, string> = { 'x-wix-bi-gateway': biHeader(endpoint), ...cfg.headers, ...options.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const idempotent = endpoint.method === 'GET' || !!endpoint.idempotent;
      return await attempt(url, method, body, headers, idempotent, options.auth !== false);
    } catch (error) {
      return fail(error);
    }
  };

  async function fetchWithAuth(input: string | URL, init: RequestInit = {}): Promise<Response> {
    try {
      const url = String(input).startsWith('/') ? (cfg.host ?? WWW_HOST) + String(input) : String(input);
      for (let replayed = false; ; replayed = true) {
        const headers = new Headers(init.headers);
        const auth = cfg.auth ? (await cfg.auth.getAuthHeaders()).headers : {};
        for (const [k, v] of Object.entries(auth)) headers.set(k, v);
        const res = await cfg.fetch(url, { ...init, headers, signal: init.signal ?? cfg.signal ?? null });
        if (await renew(res.status, replayed, true, auth)) continue;
        if (!res.ok) throw normalizeError(undefined, await responseInfo(res));
        return res;
      }
    } catch (error) {
      return fail(error);
    }
  }

  return { send, fetchWithAuth };
}

function abortError(cause: unknown): SiteKitError {
  return new SiteKitError('Request aborted', { code: 'ABORTED', cause }, 'AbortError');
}
