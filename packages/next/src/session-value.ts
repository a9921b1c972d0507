import type { Tokens } from '@sitekit/core-runtime/auth';

/**
 * What the session cookie holds: the tokens, the client id they were issued to, and the session's
 * generation (a random id given at each new session: first visit, login, logout). Renewals keep it.
 */
export interface SessionValue {
  clientId: string;
  tokens: Tokens;
  gen?: string | undefined;
  /** With a `tokenStorage`: the opaque id the cookie holds (never stored with the session). */
  id?: string | undefined;
}
