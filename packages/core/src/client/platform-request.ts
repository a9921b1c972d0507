import { isSiteKitError } from '../errors/guards';
import type { SiteKitError } from '../errors/sitekit-error';
import { ValidationError } from '../errors/validation-error';
import type { Endpoint, HttpMethod } from '../http/endpoint';
import { MAX_QUERY_LENGTH } from '../http/serialize-query';
import type { Transport } from '../http/create-transport';
import { SITEKIT_ERROR, type PlatformRequest, type PlatformResponse } from './platform-http-client';

// Loaded on a platform module's first request (see `platformHttpClient`): apps that run none carry none of it.

const carrier = (error: SiteKitError) =>
  Object.assign(new Error(error.message), {
    response: { data: { message: error.message, details: error.details }, status: error.status, statusText: '' },
    requestId: error.requestId,
    [SITEKIT_ERROR]: error,
  });

/**
 * The module's path, kept inside the path the module meant: `?`, `#` and braces are encoded (the
 * module does not encode the arguments it puts into a path), and a dot segment, which would climb out
 * of the service's path, is refused before any request: as the URL parser reads it, which drops tabs,
 * newlines and trailing controls and spaces, and takes `%2e` for a dot. Only paths on the API host are sent.
 */
function modulePath(url: string): string {
  if (/^(?!\/)|^\/\/|\/\.\.?(\/|$)|\\/.test(url.replace(/[\t\n\r]/g, '').replace(/[\0-\x20]+$/, '').replace(/%2e/gi, '.'))) throw new ValidationError([{ field: 'url', description: `must stay in its path: ${url}` }]);
  return url.replace(/[?#{}]/g, encodeURIComponent);
}

/** The API host's name (`www.wixapis.com`, or the `host` option's, e.g. `127.0.0.1:4010`) without parsing a URL, which React Native's cannot. */
const hostName = (host: string | undefined) => (host ? host.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '') : 'www.wixapis.com');

/**
 * One request a platform module describes, sent through the client's transport (auth header, edge or www
 * host, retries for GETs, normalized errors, `onError`) and answered as the platform's `HttpResponse`; an
 * error comes back in a carrier the module may rewrite (see `SITEKIT_ERROR`).
 */
export async function sendPlatformRequest<T>(
  transport: Transport,
  host: string | undefined,
  factory: (context: { host: string; isSSR: boolean }) => PlatformRequest,
): Promise<PlatformResponse<T>> {
    let request = factory({ host: hostName(host), isSSR: typeof window === 'undefined' });
    let response: Response | undefined;
    let data: unknown;
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
      data: (transform ? transform(data) : data) as T,
      status: response?.status ?? 200,
      statusText: response?.statusText ?? '',
      headers: response ? Object.fromEntries(response.headers) : {},
    };
}
