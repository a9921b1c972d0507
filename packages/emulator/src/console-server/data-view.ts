import type { Emulator } from '../engine/emulator';
import { redact } from '../engine/redact';

/**
 * Domains whose state is credentials (access and refresh tokens, sessions and codes kept by their own
 * value as record keys): the console never shows them.
 */
const CREDENTIAL_DOMAINS = new Set(['auth', 'redirects']);

/** The domains the Data view may show, in routing order. */
export function viewableDomains(emulator: Emulator): string[] {
  return [...new Set(emulator.routes.map((route) => route.domain))].filter((name) => !CREDENTIAL_DOMAINS.has(name) && hasState(emulator, name));
}

function hasState(emulator: Emulator, name: string): boolean {
  try {
    const state = emulator.stateOf(name);
    return state !== null && typeof state === 'object';
  } catch {
    return false;
  }
}

/** A read-only copy of one domain's state, secrets redacted; `undefined` for a domain the console does not show. */
export function domainData(emulator: Emulator, name: string): unknown {
  if (!viewableDomains(emulator).includes(name)) return undefined;
  return redact(JSON.parse(JSON.stringify(emulator.stateOf(name))));
}
