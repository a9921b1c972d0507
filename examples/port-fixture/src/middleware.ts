import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { accessTokenFresh, CLIENT_ID, readSession, SESSION_COOKIE } from './lib/session';

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** New visitor tokens, or the current ones renewed through their refresh token. */
async function visitorTokens(current: Tokens | undefined): Promise<Tokens> {
  const client = createClient({ auth: OAuthStrategy({ clientId: CLIENT_ID }) });
  if (current) {
    try {
      return await client.auth.renewToken(current.refreshToken);
    } catch {
      // a refresh token the platform no longer knows: start a new visitor session
    }
  }
  return client.auth.generateVisitorTokens();
}

/**
 * Every page request carries visitor tokens: the first visit gets new ones, an expiring access token
 * is renewed. The tokens go to this request (for server components) and back to the browser.
 */
export async function middleware(request: NextRequest) {
  const current = readSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (current && accessTokenFresh(current)) return NextResponse.next();
  const tokens = await visitorTokens(current);
  const value = JSON.stringify(tokens);
  request.cookies.set(SESSION_COOKIE, value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: THIRTY_DAYS });
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
