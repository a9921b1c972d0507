import { permissionDenied, unauthenticated, type ErrorResult } from './errors';
import type { Access, Caller } from './types';

/** The caller the `Authorization` header resolved to, and why the header did not resolve when the caller fell back to anonymous. */
export interface ResolvedCaller {
  caller: Caller;
  /** Why an Authorization header did not resolve (for the 401 description). */
  problem?: string;
}

/**
 * Resolves the caller from the raw `Authorization` header (no `Bearer`, though one is tolerated):
 * an API key from the seed's `apiKeys`, or an OAuth access token. `<token>,<apiKey>` (external
 * login) resolves to the API key.
 */
export function resolveCaller(headers: Headers, forToken: (token: string) => Caller | 'expired' | undefined, apiKeys: readonly string[]): ResolvedCaller {
  const raw = headers.get('authorization')?.trim();
  if (!raw) return { caller: { kind: 'anonymous' } };
  const value = raw.replace(/^Bearer\s+/i, '');
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  const apiKey = parts.find((part) => apiKeys.includes(part));
  if (apiKey !== undefined) {
    const siteId = headers.get('wix-site-id') ?? undefined;
    const accountId = headers.get('wix-account-id') ?? undefined;
    return { caller: { kind: 'apiKey', apiKey, ...(siteId ? { siteId } : {}), ...(accountId ? { accountId } : {}) } };
  }
  const token = parts[0] ?? '';
  const caller = forToken(token);
  if (caller && caller !== 'expired') return { caller };
  return { caller: { kind: 'anonymous' }, problem: caller === 'expired' ? 'The access token has expired' : 'The access token or API key is not valid' };
}

/** `undefined` when the caller may use a route with this access rule, else the 401/403 answer. */
export function checkAccess(access: Access, resolved: ResolvedCaller): ErrorResult | undefined {
  const { caller } = resolved;
  if (access === 'public') return undefined;
  if (caller.kind === 'anonymous') return unauthenticated(resolved.problem ?? 'This endpoint needs an Authorization header');
  const allowed: Record<Exclude<Access, 'public'>, Caller['kind'][]> = {
    session: ['visitor', 'member'],
    member: ['member'],
    apiKey: ['apiKey'],
    sessionOrApiKey: ['visitor', 'member', 'apiKey'],
  };
  if (allowed[access].includes(caller.kind)) return undefined;
  const needs = access === 'member' ? 'a logged-in member' : access === 'apiKey' ? 'an API key' : 'a visitor or member session';
  return permissionDenied(`This endpoint needs ${needs}; the caller is ${caller.kind === 'apiKey' ? 'an API key' : `a ${caller.kind}`}`);
}
