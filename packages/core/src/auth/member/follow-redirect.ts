import { SiteKitError } from '../../errors/sitekit-error';
import type { AuthorizationResponse } from './hidden-frame';

/**
 * Server-friendly direct login: requests `authUrl` (a `query`-mode, `prompt: none` redirect session)
 * without following the redirect, and reads `code` and `state` from the 302 `Location`.
 * Browsers cannot read a manual redirect (opaque response): they use `hiddenFrameLogin`.
 *
 * @example
 * ```ts
 * const { code, state } = await followAuthRedirect(authUrl, fetch);
 * ```
 * @throws {SiteKitError} when there is no redirect, or the redirect carries an OAuth error
 */
export async function followAuthRedirect(authUrl: string, fetchImpl: typeof fetch): Promise<AuthorizationResponse> {
  const res = await fetchImpl(authUrl, { redirect: 'manual', headers: { accept: 'text/html' } });
  const location = res.headers.get('location');
  if (!location) throw new SiteKitError('Failed to get member tokens', { code: 'OAUTH_ERROR', status: res.status });
  const url = new URL(location, authUrl);
  const params = url.searchParams.has('code') || url.searchParams.has('error') ? url.searchParams : new URLSearchParams(url.hash.slice(1));
  const error = params.get('error');
  if (error) throw new SiteKitError(params.get('error_description') || error, { code: 'OAUTH_ERROR', details: { oauthError: error } });
  return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
}
