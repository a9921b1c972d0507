import type { NextResponse } from 'next/server';
import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SiteKitNextConfig } from '../config';
import { cookiesOf } from '../internal';
import { ensureTokens, loadSession, newGeneration, writeSessionCookies, type EnsuredSession } from '../session';

/** A route handler as Next.js calls it. */
export type Handler = (request: Request) => Promise<Response>;

/** This request's session, renewed when needed (route handlers may write cookies). */
export async function sessionOf(config: SiteKitNextConfig, request: Request) {
  return ensureTokens(config, request, await loadSession(config, cookiesOf(request)));
}

/** Writes a (renewed or new) session to the response, or ends it (`null`). */
export async function setSession(config: SiteKitNextConfig, request: Request, response: NextResponse, session: EnsuredSession | null): Promise<NextResponse> {
  await writeSessionCookies(config, request.url, response.cookies, session);
  return response;
}

/** Ends a request's session: its generation (in every process sharing the store) and its stored tokens. */
export async function endSession(config: SiteKitNextConfig, request: Request) {
  const session = await loadSession(config, cookiesOf(request));
  await config.renewals.end(session?.gen);
  if (session?.id) await config.tokenStorage?.remove(config, session.id);
  return session;
}

/** A login's member tokens: a new generation, and the visitor session they replace ends. */
export async function loggedIn(config: SiteKitNextConfig, request: Request, tokens: Tokens): Promise<EnsuredSession> {
  await endSession(config, request);
  return { tokens, gen: newGeneration(), renewed: true, minted: true };
}
