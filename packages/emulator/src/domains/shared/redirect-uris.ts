import type { Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { clone } from '../shared/route-helpers';

/** A registered OAuth client's allowed redirect origins (seed key `oauthClients`). */
export interface OAuthClientRecord {
  /** Origins (or full URIs: only their origin counts) a redirect may go to. Only http(s) entries count. */
  redirectUris: string[];
}

/** Reads `seed.oauthClients`: `{ [clientId]: { redirectUris: string[] } }`. */
export function oauthClientsFromSeed(seed: Seed): Record<string, OAuthClientRecord> {
  const given = seed['oauthClients'];
  return given && typeof given === 'object' ? clone(given as Record<string, OAuthClientRecord>) : {};
}

const DEV_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(example|test|localhost)$/;

/**
 * `uri` parsed, when it is an absolute `http:` or `https:` URL; `undefined` for any other scheme
 * (`javascript:`, `data:`, …), a relative reference, or text that does not parse.
 */
export function httpUrl(uri: unknown): URL | undefined {
  if (typeof uri !== 'string' || uri === '') return undefined;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The origin of an http(s) URI; `undefined` when there is none, it does not parse, or it has another scheme. */
export const originOf = (uri: string | undefined): string | undefined => httpUrl(uri)?.origin;

/**
 * `uri` serialized, only when it is an http(s) URL: the one form a hosted page may put in an `href`
 * or a `Location` (defence in depth: stored URLs were checked when given).
 */
export const safeHref = (uri: unknown): string | undefined => httpUrl(uri)?.href;

/**
 * `uri` with one search parameter set, only when it is an http(s) URL (else `undefined`).
 */
export function withSearchParam(uri: unknown, key: string, value: string): string | undefined {
  const url = httpUrl(uri);
  url?.searchParams.set(key, value);
  return url?.href;
}

function registered(clients: Record<string, OAuthClientRecord>, clientId: string | undefined): OAuthClientRecord | undefined {
  const client = ownEntry(clients, clientId);
  return client && Array.isArray(client.redirectUris) ? client : undefined;
}

/**
 * Whether a client may be sent back to `redirectUri`, as the platform checks an OAuth app's allowed
 * redirect domains. Only `http:` and `https:` URLs ever are. A registered client: only the origins it
 * lists. Any other client id (local development): localhost on any port, the emulator's own origin,
 * and the reserved test domains (`*.example`, `*.test`, `*.localhost`), never another site. No client
 * id at all (a URL given without one): those, or an origin some registered client lists.
 */
export function redirectAllowed(clients: Record<string, OAuthClientRecord>, clientId: string | undefined, redirectUri: string, baseUrl: string): boolean {
  const url = httpUrl(redirectUri);
  if (!url) return false;
  const client = registered(clients, clientId);
  if (client) return client.redirectUris.some((allowed) => originOf(allowed) === url.origin);
  if (url.origin === originOf(baseUrl) || DEV_HOST.test(url.hostname)) return true;
  return clientId === undefined && Object.keys(clients).some((id) => registered(clients, id)?.redirectUris.some((allowed) => originOf(allowed) === url.origin));
}
