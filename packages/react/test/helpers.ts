/** The react package's test helpers (not shipped). */
import { createClient } from '@sitekit/core-runtime';
import { OAuthStrategy } from '@sitekit/core-runtime/auth/member';

/** A storefront client with these modules, whose members log in on the hosted page (redirect). */
export const storefrontClient = <M extends Record<string, object>>(modules: M) =>
  createClient({ modules, auth: OAuthStrategy({ clientId: 'react-test', directLogin: 'redirect', redirectUri: 'https://shop.example/callback' }) });

/** The requests the emulator saw for one method and path. */
export const requestsTo = <R extends { method: string; url: string }>(platform: { emulator: { requests: readonly R[] } }, method: string, path: string): R[] =>
  platform.emulator.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
