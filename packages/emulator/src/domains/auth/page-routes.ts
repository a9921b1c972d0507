import { RouteError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { escapeHtml, page } from '../../pages/layout';
import { safeHref } from '../shared/redirect-uris';
import { recover } from './recovery-routes';
import type { AuthState } from './types';

type Ctx = RouteContext<AuthState>;

function inbox(ctx: Ctx) {
  const entries = ctx.state.inbox;
  if (ctx.query['format'] === 'json') return { json: { inbox: entries } };
  const rows = [...entries]
    .reverse()
    .map((e) => {
      const link = safeHref(e.link); // http(s) only, whatever was stored
      return `<tr><td>${escapeHtml(e.at.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(e.to)}</td><td>${escapeHtml(e.kind)}</td><td>${
        e.code ? `<code>${escapeHtml(e.code)}</code>` : ''
      }${link ? `<a href="${escapeHtml(link)}">open link</a>` : ''}</td></tr>`;
    })
    .join('');
  const table = entries.length
    ? `<table><thead><tr><th>When</th><th>To</th><th>Kind</th><th>Code / link</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="note">No emails yet. Verification codes and password-reset links appear here.</p>';
  return { html: page('Inbox', `<div class="card"><h1>Inbox</h1>${table}<p class="note">JSON: <code>?format=json</code> · also in the <a href="/_emulator/#/inbox">emulator console</a> (HTTP server)</p></div>`) };
}

function resetForm(token: string, error?: string): string {
  return page(
    'Reset password',
    `<div class="card"><h1>Choose a new password</h1>${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/_emulator/reset-password">
<input type="hidden" name="recoveryToken" value="${escapeHtml(token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="4">
<button type="submit">Save password</button></form></div>`,
  );
}

function resetPost(ctx: Ctx) {
  const token = String(fieldsOf(ctx.body)['recoveryToken'] ?? '');
  try {
    const result = recover(ctx.state, ctx.engine, token, fieldsOf(ctx.body)['password']);
    return { html: page('Password saved', `<div class="card"><h1>Password saved</h1><p>State: <code>${escapeHtml(result.state)}</code>. You can log in with the new password.</p></div>`) };
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    const json = error.result.json as { message?: string };
    return { status: error.result.status, html: resetForm(token, json.message ?? 'Could not reset the password') };
  }
}

/** The emulator's own auth pages: the inbox of sent emails (HTML, or JSON with `?format=json`) and the password-reset form and its submit. */
export const authPageRoutes: Route<AuthState>[] = [
  { method: 'GET', path: '/_emulator/inbox', id: 'emulator.inbox', access: 'public', handle: inbox },
  { method: 'GET', path: '/_emulator/reset-password', id: 'emulator.resetPassword.form', access: 'public', handle: (ctx) => ({ html: resetForm(String(ctx.query['recoveryToken'] ?? '')) }) },
  { method: 'POST', path: '/_emulator/reset-password', id: 'emulator.resetPassword.submit', access: 'public', handle: resetPost },
];
