/**
 * URLs a caller hands the platform for later: the hosted pages redirect to them or link to them
 * (redirect-session `callbacks`, the recovery email's `redirect.url`, IAM logout's
 * `postLogoutRedirectUri`). Each must pass the OAuth redirect-URI check ({@link redirectAllowed}) when it
 * is given, so nothing unchecked is stored.
 */
import { raise, validationError, type FieldViolation } from '../../engine/errors';
import type { Caller, EngineApi } from '../../engine/types';
import { httpUrl, redirectAllowed } from '../shared/redirect-uris';
import { authStateOf } from './state';

/** The client a URL is checked for: the one the request names, else the calling visitor's or member's. */
export function clientFor(caller: Caller, named?: unknown): string | undefined {
  if (typeof named === 'string' && named !== '') return named;
  return caller.kind === 'visitor' || caller.kind === 'member' ? caller.clientId : undefined;
}

/** Whether a client may be sent back to `uri`, by the registered clients' allowed origins ({@link redirectAllowed}). */
export function redirectAllowedFor(engine: EngineApi, clientId: string | undefined, uri: string): boolean {
  return redirectAllowed(authStateOf(engine).clients ?? {}, clientId, uri, engine.baseUrl);
}

/** Why `value` (given at `field`) may not be redirected to or linked to; `undefined` when it may (or is absent). */
export function urlViolation(engine: EngineApi, field: string, value: unknown, clientId: string | undefined): FieldViolation | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return { field, description: 'must be a string', violatedRule: 'VALIDATION' };
  const url = httpUrl(value);
  if (!url) return { field, description: 'must be an absolute http or https URL', violatedRule: 'FORMAT', ruleName: 'URL', data: { type: 'URL' } };
  if (redirectAllowedFor(engine, clientId, value)) return undefined;
  const owner = clientId === undefined ? 'this site' : `client ${clientId}`;
  return { field, description: `must be on an origin allowed for ${owner}`, violatedRule: 'VALIDATION', data: { origin: url.origin } };
}

/**
 * Refuses the request (400, one field violation per bad URL) unless every given URL is allowed.
 */
export function requireAllowedUrls(engine: EngineApi, urls: Record<string, unknown>, clientId: string | undefined): void {
  const violations = Object.entries(urls).flatMap(([field, value]) => urlViolation(engine, field, value, clientId) ?? []);
  if (violations.length > 0) raise(validationError(violations));
}

/** Every entry of a redirect session's `callbacks` object (all of them are page URLs), keyed by its field path. */
export function callbackFields(callbacks: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(callbacks ?? {}).map(([key, value]) => [`callbacks.${key}`, value]));
}
