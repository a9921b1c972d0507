import { allDomains } from '../domains';
import type { Emulator } from '../engine/emulator';
import { REDACTED, isSecretName, redact } from '../engine/redact';
import { setOwn } from '../engine/set-own';

/**
 * Domains whose state is credentials (access and refresh tokens, sessions and codes kept by their own
 * value as record keys): the console never shows them.
 */
const CREDENTIAL_DOMAINS = new Set(['auth', 'redirects']);

/** The domains the Data view may show, in routing order (a domain without routes, as the coupons, too). */
export function viewableDomains(emulator: Emulator): string[] {
  const names = [...allDomains.map((domain) => domain.name), ...emulator.routes.map((route) => route.domain)];
  return [...new Set(names)].filter((name) => !CREDENTIAL_DOMAINS.has(name) && hasState(emulator, name));
}

function hasState(emulator: Emulator, name: string): boolean {
  try {
    const state = emulator.stateOf(name);
    return state !== null && typeof state === 'object';
  } catch {
    return false;
  }
}

/** Record keys that are a secret of the record they hold (an upload ticket kept by its token) are replaced. */
function hideSecretKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideSecretKeys);
  if (value === null || typeof value !== 'object') return value;
  let hidden = 0;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const isOwnSecret = item !== null && typeof item === 'object' && Object.entries(item as Record<string, unknown>).some(([name, field]) => field === key && isSecretName(name));
    setOwn(out, isOwnSecret ? `${REDACTED} ${++hidden}` : key, hideSecretKeys(item));
  }
  return out;
}

/**
 * A copy of state as the console shows it: secret-named fields and secret URL parameters read
 * `[redacted]`, and record keys that are their record's own secret are replaced.
 */
export function redactedView(value: unknown): unknown {
  return redact(hideSecretKeys(JSON.parse(JSON.stringify(value ?? null))), { keepCodes: true });
}

/** A read-only copy of one domain's state, secrets redacted; `undefined` for a domain the console does not show. */
export function domainData(emulator: Emulator, name: string): unknown {
  if (!viewableDomains(emulator).includes(name)) return undefined;
  return redactedView(emulator.stateOf(name));
}
