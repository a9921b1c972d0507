import { SiteKitError } from '../../errors/sitekit-error';
import type { AuthorizationResponse } from './hidden-frame';

const field = (html: string, name: string): string | undefined =>
  new RegExp(`"${name}"\\s*:\\s*"([^"\\\\]*)"`).exec(html)?.[1];

/**
 * Server-side direct login in `web_message` mode (no redirect URI, as the platform's SDK sends it):
 * requests `authUrl` and reads the `{ code, state }` (or `{ error, error_description }`) that the
 * page would post to a parent frame. Browsers use `hiddenFrameLogin` instead.
 *
 * @throws {SiteKitError} `OAUTH_ERROR` when the page carries an OAuth error or no code
 */
export async function readMessagePage(authUrl: string, fetchImpl: typeof fetch): Promise<AuthorizationResponse> {
  const res = await fetchImpl(authUrl, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const error = field(html, 'error');
  if (error) throw new SiteKitError(field(html, 'error_description') || error, { code: 'OAUTH_ERROR', details: { oauthError: error } });
  const code = field(html, 'code');
  if (!res.ok || !code) throw new SiteKitError('Failed to get member tokens', { code: 'OAUTH_ERROR', status: res.status });
  return { code, state: field(html, 'state') ?? '' };
}
