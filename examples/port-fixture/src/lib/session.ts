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

/** Whether the access token is still good for at least a minute. */
export function accessTokenFresh(tokens: Tokens): boolean {
  return Boolean(tokens.accessToken?.value) && tokens.accessToken.expiresAt - Math.floor(Date.now() / 1000) > 60;
}
