import type { EngineApi, RouteResult } from '../../engine/types';
import { escapeHtml, page } from '../../pages/layout';
import { issueAuthorizationCode, sessionCookie } from '../auth/access';
import { httpUrl, originOf } from '../shared/redirect-uris';
import type { AuthRequest } from './types';

/** What the hosted login page sends back to the app: `{ code, state }` or `{ error, error_description, state }`. */
export type AuthorizeOutcome = { code: string; state?: string } | { error: string; error_description: string; state?: string };

/** Issues (through auth) a one-time authorization code bound to the client, redirect URI and PKCE challenge. */
export function issueCode(engine: EngineApi, request: AuthRequest, memberId: string): string {
  return issueAuthorizationCode(engine, request, memberId);
}

function params(outcome: AuthorizeOutcome): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, value] of Object.entries(outcome)) if (value !== undefined) out.set(k, value);
  return out;
}

/** Serializes JSON for inline `<script>` use. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Delivers the outcome per `responseMode`: a 302 with it in the query or the fragment, or (web_message)
 * a page that posts it to the parent frame (or opener) at the redirect URI's origin or, without a
 * redirect URI, at `embedderOrigin` (the origin of the page that framed it, as its `Referer` names it).
 */
export function deliver(request: AuthRequest, outcome: AuthorizeOutcome, sessionToken?: string, embedderOrigin?: string): RouteResult {
  const headers: Record<string, string> = sessionToken ? { 'set-cookie': sessionCookie(sessionToken) } : {};
  const withState: AuthorizeOutcome = { ...outcome, ...(request.state !== undefined ? { state: request.state } : {}) };
  if (request.responseMode === 'web_message') {
    // The platform's SDK sends a direct login with no redirect URI and listens in the page that framed
    // this one: post there. The code is worth nothing without that app's PKCE verifier. With neither
    // (a server-side direct login) nothing is posted: the caller reads the page.
    const target = originOf(request.redirectUri) ?? originOf(embedderOrigin);
    const script = `<script>(function(){var data=${scriptJson(withState)};var target=${scriptJson(target ?? null)};var w=window.parent&&window.parent!==window?window.parent:window.opener;if(w&&target){w.postMessage(data,target);}})();</script>`;
    return { html: page('Signing in', `<div class="card"><h1>${'code' in outcome ? 'Signed in' : 'Sign-in failed'}</h1><p class="note">You can close this window.</p></div>${script}`), headers };
  }
  // Checked when the session was created; never anything but http(s) in a Location.
  const url = httpUrl(request.redirectUri);
  if (!url) return errorPage('Invalid redirect URI', 'This sign-in request has no usable redirect URI.');
  if (request.responseMode === 'query') {
    for (const [k, value] of params(withState)) url.searchParams.set(k, value);
  } else {
    url.hash = params(withState).toString();
  }
  return { status: 302, redirect: url.toString(), headers };
}

/** A plain error page for a request that cannot be answered to the app (unknown session). */
export function errorPage(title: string, message: string, status = 400): RouteResult {
  return { status, html: page(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(message)}</p></div>`) };
}
