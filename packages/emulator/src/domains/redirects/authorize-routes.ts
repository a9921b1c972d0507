import { RouteError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { escapeHtml, page } from '../../pages/layout';
import { hostedLogin, hostedRegister, hostedVerifyCode, identityOfSession, readCookie, redirectAllowedFor, SESSION_COOKIE } from '../auth/access';
import { deliver, errorPage, issueCode } from './complete';
import { authOf, getRedirectSession } from './state';
import type { RedirectSessionRecord, RedirectsState } from './types';

type Ctx = RouteContext<RedirectsState>;
type Mode = 'login' | 'register';

const FRIENDLY: Record<string, string> = {
  '-19976': 'Wrong email or password.',
  '-19999': 'No account uses this email. Create one below.',
  '-19995': 'An account with this email already exists. Log in instead.',
  '-19973': 'This account must reset its password first.',
  '-19971': 'A captcha is required.',
  '-19970': 'The captcha was not accepted.',
  INVALID_VERIFICATION_CODE: 'That code is not right. Check the inbox and try again.',
};

function messageOf(error: RouteError): string {
  const json = error.result.json as { message?: string; details?: { applicationError?: { code?: string } } };
  const code = json.details?.applicationError?.code;
  return (code && FRIENDLY[code]) ?? json.message ?? 'Something went wrong';
}

function authSession(ctx: Ctx, raw: unknown): RedirectSessionRecord | undefined {
  const session = typeof raw === 'string' ? getRedirectSession(ctx.engine, raw) : undefined;
  return session?.kind === 'auth' ? session : undefined;
}

function form(session: RedirectSessionRecord, mode: Mode, error?: string): RouteResult {
  const sid = escapeHtml(session.id);
  const err = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const names =
    mode === 'register'
      ? `<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name">
<label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name">`
      : '';
  const other =
    mode === 'login'
      ? `<p class="note">New here? <a href="/_emulator/oauth/register?session=${sid}">Create account</a></p>`
      : `<p class="note">Have an account? <a href="/_emulator/oauth/authorize?session=${sid}">Log in</a></p>`;
  const body = `<div class="card"><h1>${mode === 'login' ? 'Log in' : 'Create account'}</h1>${err}
<form method="post" action="/_emulator/oauth/${mode === 'login' ? 'authorize' : 'register'}">
<input type="hidden" name="session" value="${sid}">${names}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="${mode === 'login' ? 'current-password' : 'new-password'}" required>
<button type="submit">${mode === 'login' ? 'Log in' : 'Create account'}</button></form>${other}
<p class="note">Emails (verification codes, reset links) land in the <a href="/_emulator/inbox" target="_blank">emulator inbox</a>.</p></div>`;
  return { status: error ? 400 : 200, html: page(mode === 'login' ? 'Log in' : 'Create account', body) };
}

function verifyForm(session: RedirectSessionRecord, stateToken: string, error?: string): RouteResult {
  const body = `<div class="card"><h1>Verify your email</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>We sent a 6-digit code. Find it in the <a href="/_emulator/inbox" target="_blank">emulator inbox</a>.</p>
<form method="post" action="/_emulator/oauth/verify"><input type="hidden" name="session" value="${escapeHtml(session.id)}">
<input type="hidden" name="stateToken" value="${escapeHtml(stateToken)}">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Verify</button></form></div>`;
  return { status: error ? 400 : 200, html: page('Verify your email', body) };
}

/** Turns a state-machine answer into the next page, or the redirect back to the app on SUCCESS. */
function next(ctx: Ctx, session: RedirectSessionRecord, result: { state: string; sessionToken?: string; stateToken?: string; identity: { id: string } }): RouteResult {
  if (result.state === 'SUCCESS') {
    const { authRequest } = authOf(session);
    return deliver(authRequest, { code: issueCode(ctx.engine, authRequest, result.identity.id) }, result.sessionToken);
  }
  if (result.state === 'REQUIRE_EMAIL_VERIFICATION') return verifyForm(session, result.stateToken ?? '');
  return { html: page('Waiting for approval', `<div class="card"><h1>Waiting for approval</h1><p>The site owner must approve this account before you can log in.</p></div>`) };
}

function show(mode: Mode) {
  return (ctx: Ctx): RouteResult => {
    const session = authSession(ctx, ctx.query['session']);
    if (!session) return errorPage('Unknown sign-in request', 'This sign-in link is not valid. Start again from the site.');
    const { authRequest, prompt } = authOf(session);
    if (mode === 'login' && prompt === 'none') {
      const identity = identityOfSession(ctx.engine, authRequest.sessionToken) ?? identityOfSession(ctx.engine, readCookie(ctx.headers, SESSION_COOKIE));
      // The page that framed this one, when it is on an origin the client may be sent back to.
      const referer = ctx.headers.get('referer') ?? '';
      const embedder = redirectAllowedFor(ctx.engine, authRequest.clientId, referer) ? referer : undefined;
      if (!identity) return deliver(authRequest, { error: 'login_required', error_description: 'No valid session; the member must log in' }, undefined, embedder);
      return deliver(authRequest, { code: issueCode(ctx.engine, authRequest, identity.id) }, undefined, embedder);
    }
    return form(session, mode);
  };
}

function submit(mode: Mode) {
  return (ctx: Ctx): RouteResult => {
    const session = authSession(ctx, fieldsOf(ctx.body)['session']);
    if (!session) return errorPage('Unknown sign-in request', 'This sign-in link is not valid. Start again from the site.');
    try {
      const email: unknown = fieldsOf(ctx.body)['email'];
      const password: unknown = fieldsOf(ctx.body)['password'];
      const result =
        mode === 'login'
          ? hostedLogin(ctx.engine, { email, password, emailField: 'email' })
          : hostedRegister(ctx.engine, { email, password, profile: { firstName: fieldsOf(ctx.body)['firstName'], lastName: fieldsOf(ctx.body)['lastName'] }, emailField: 'email' });
      return next(ctx, session, result);
    } catch (error) {
      if (error instanceof RouteError) return form(session, mode, messageOf(error));
      throw error;
    }
  };
}

function submitCode(ctx: Ctx): RouteResult {
  const session = authSession(ctx, fieldsOf(ctx.body)['session']);
  if (!session) return errorPage('Unknown sign-in request', 'This sign-in link is not valid. Start again from the site.');
  const stateToken = String(fieldsOf(ctx.body)['stateToken'] ?? '');
  try {
    return next(ctx, session, hostedVerifyCode(ctx.engine, fieldsOf(ctx.body)['code'], stateToken));
  } catch (error) {
    if (error instanceof RouteError) return verifyForm(session, stateToken, messageOf(error));
    throw error;
  }
}

/**
 * The hosted OAuth login: the login and register forms and their posts, and the email code form's post;
 * on success the browser goes back to the app with an authorization code (`prompt=none` answers at once).
 */
export const authorizeRoutes: Route<RedirectsState>[] = [
  { method: 'GET', path: '/_emulator/oauth/authorize', id: 'emulator.oauth.authorize', access: 'public', handle: show('login') },
  { method: 'POST', path: '/_emulator/oauth/authorize', id: 'emulator.oauth.login', access: 'public', handle: submit('login') },
  { method: 'GET', path: '/_emulator/oauth/register', id: 'emulator.oauth.registerForm', access: 'public', handle: show('register') },
  { method: 'POST', path: '/_emulator/oauth/register', id: 'emulator.oauth.register', access: 'public', handle: submit('register') },
  { method: 'POST', path: '/_emulator/oauth/verify', id: 'emulator.oauth.verify', access: 'public', handle: submitCode },
];
