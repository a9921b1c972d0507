import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { escapeHtml, page } from '../../pages/layout';
import { clearSessionCookie, endHostedSession, readCookie, SESSION_COOKIE } from '../auth/access';
import { errorPage } from './complete';
import { safeHref } from '../shared/redirect-uris';
import { getRedirectSession } from './state';
import type { RedirectsState } from './types';

type Ctx = RouteContext<RedirectsState>;

/** Ends the member's hosted session (cookie), revokes its tokens for the client, then goes to `callbacks.postFlowUrl`. */
function logoutPage(ctx: Ctx): RouteResult {
  const session = getRedirectSession(ctx.engine, String(ctx.query['session'] ?? ''));
  if (!session || session.kind !== 'logout') return errorPage('Unknown logout request', 'This logout link is not valid.');
  const clientId = (session.options['logout'] as { clientId?: string } | undefined)?.clientId;
  endHostedSession(ctx.engine, readCookie(ctx.headers, SESSION_COOKIE), clientId);
  const headers = { 'set-cookie': clearSessionCookie() };
  const to = safeHref(session.callbacks.postFlowUrl);
  if (to) return { status: 302, redirect: to, headers };
  return { html: page('Logged out', '<div class="card"><h1>Logged out</h1><p>You can close this window.</p></div>'), headers };
}

/** A stand-in page for flows the emulator does not host (bookings, events, plans, product, login). */
function placeholder(ctx: Ctx): RouteResult {
  const session = getRedirectSession(ctx.engine, String(ctx.query['session'] ?? ''));
  if (!session) return errorPage('Unknown redirect', 'This link is not valid.');
  const back = safeHref(session.callbacks.postFlowUrl);
  const body = `<div class="card"><h1>${escapeHtml(session.kind)}</h1>
<p>The emulator does not host this flow. The redirect session asked for:</p>
<pre><code>${escapeHtml(JSON.stringify(session.options[session.kind], null, 2))}</code></pre>
${back ? `<a class="button" href="${escapeHtml(back)}">Back to the site</a>` : ''}</div>`;
  return { html: page(session.kind, body) };
}

/** The hosted logout page, and the stand-in page for flows the emulator does not host. */
export const hostedRoutes: Route<RedirectsState>[] = [
  { method: 'GET', path: '/_emulator/logout', id: 'emulator.logout', access: 'public', handle: logoutPage },
  { method: 'GET', path: '/_emulator/placeholder', id: 'emulator.placeholder', access: 'public', handle: placeholder },
];
