import type { Tokens } from '@wix/sdk';

/** The cookie that carries the visitor's tokens (JSON), set by the middleware. */
export const SESSION_COOKIE = 'port-fixture-session';

/** The site's OAuth client id; any id works on the emulator. */
export const CLIENT_ID = process.env.NEXT_PUBLIC_WIX_CLIENT_ID ?? 'port-fixture';

/** The tokens in the session cookie, or `undefined` when there are none or they do not parse. */
export function readSession(raw: string | undefined): Tokens | undefined {
  if (!raw) return undefined;
  try {
    const tokens = JSON.parse(raw) as Tokens;
    return tokens.refreshToken?.value ? tokens : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds of life an access token must have left to be passed on. The SDK renews a token with under 60 s left
 * by itself, and a renewal in a server component is never written back to the cookie (and spends the refresh
 * token), so the middleware renews well before that.
 */
const RENEW_MARGIN_SECONDS = 90;

/** Whether the access token has more than {@link RENEW_MARGIN_SECONDS} left. */
export function accessTokenFresh(tokens: Tokens): boolean {
  return Boolean(tokens.accessToken?.value) && tokens.accessToken.expiresAt - Math.floor(Date.now() / 1000) > RENEW_MARGIN_SECONDS;
}
