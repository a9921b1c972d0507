import type { Seed } from '../../engine/types';

/** A registered OAuth client's allowed redirect origins (seed key `oauthClients`). */
export interface OAuthClientRecord {
  /** Origins (or full URIs: only their origin counts) a redirect may go to. */
  redirectUris: string[];
}

/** Reads `seed.oauthClients`: `{ [clientId]: { redirectUris: string[] } }`. */
export function oauthClientsFromSeed(seed: Seed): Record<string, OAuthClientRecord> {
  const given = seed['oauthClients'];
  return given && typeof given === 'object' ? JSON.parse(JSON.stringify(given)) : {};
}

const DEV_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(example|test|localhost)$/;

/** The origin of a URI; `undefined` when there is none or it does not parse. */
export const originOf = (uri: string | undefined): string | undefined => {
  try {
    return uri ? new URL(uri).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a client may be sent back to `redirectUri`, as the platform checks an OAuth app's allowed
 * redirect domains. A registered client: only the origins it lists. Any other client id (local
 * development): localhost on any port, the emulator's own origin, and the reserved test domains
 * (`*.example`, `*.test`, `*.localhost`), never another site.
 *
 * @example
 * ```ts
 * redirectAllowed(clients, 'shop', 'https://evil.com/cb', 'http://127.0.0.1:4010'); // false
 * ```
 */
export function redirectAllowed(clients: Record<string, OAuthClientRecord>, clientId: string, redirectUri: string, baseUrl: string): boolean {
  const origin = originOf(redirectUri);
  if (!origin) return false;
  const client = clients[clientId];
  if (client) return client.redirectUris.some((allowed) => originOf(allowed) === origin);
  return origin === originOf(baseUrl) || DEV_HOST.test(new URL(redirectUri).hostname);
}
