import type { AuthStrategy, Runtime, Send } from '../client/types';
import { createTransport } from '../http/create-transport';
import { platformHost } from '../http/platform-host';
import { ValidationError } from '../errors/validation-error';
import { requestTokens } from './token-request';
import type { TokenStorage } from './token-storage';
import { emptyTokens, isTokenExpired, TOKEN_EXPIRY_SKEW_S, type RefreshToken, type Tokens } from './tokens';

/**
 * The options of `OAuthStrategy`: the OAuth app's client id, tokens to start from, where the session
 * is stored, and a hook for a member session that could not be renewed.
 */
export interface OAuthStrategyOptions {
  /** The OAuth app's client id (headless settings of the site). */
  clientId: string;
  /** Tokens to start from (e.g. read from a cookie); takes precedence over what `tokenStorage` holds. */
  tokens?: Tokens | undefined;
  /** Where the session lives (default: memory owned by this strategy). */
  tokenStorage?: TokenStorage | undefined;
  /** Called once each time a member session could not be renewed and the client fell back to a visitor. */
  onSessionLost?: (() => void) | undefined;
}

/**
 * The visitor part of OAuthStrategy: token lifecycle only. `@sitekit/core/auth/member` builds the
 * login flows on top of the same core.
 */
export interface VisitorOAuthStrategy extends AuthStrategy {
  readonly useEdgeHost: true;
  /**
   * Valid tokens without touching this strategy's session: `tokens` as given when still valid, else
   * a renewal of their refresh token, else (or when that is rejected) new anonymous visitor tokens.
   * (Each token may be given as `undefined`, as `Partial` would not allow under `exactOptionalPropertyTypes`.)
   */
  generateVisitorTokens(tokens?: { [K in keyof Tokens]?: Tokens[K] | undefined }): Promise<Tokens>;
  /** A new access token for a refresh token (the refresh token is kept unless the platform rotates it). */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  /** The session as it is now (synchronous). */
  getTokens(): Tokens;
  /** Replaces the session (and writes it to the storage); an in-flight renewal is then discarded. */
  setTokens(tokens: Tokens): Promise<void>;
  /** True when the refresh token's role is `member`. */
  loggedIn(): boolean;
}

/**
 * What the member flows get from the core: the client's send (after attach), else a private transport
 * on the global fetch; and the client's runtime when attached (without `fetch` before that).
 */
export type ExposeCore = (send: Send, runtime: () => Partial<Runtime> | undefined) => void;

const noop = () => undefined;

/**
 * Builds the token lifecycle (storage, single-flight renewal, 401 recovery) and returns the visitor
 * strategy; `expose` hands the member flows what they need of it.
 */
export function createOAuthCore(options: OAuthStrategyOptions, expose?: ExposeCore): VisitorOAuthStrategy {
  const { clientId, onSessionLost, tokenStorage: storage } = options;
  // Refused at once: without it every token request fails later with the platform's bare 400.
  if (typeof clientId !== 'string' || !clientId.trim()) {
    throw new ValidationError([{ field: 'clientId', description: `is ${clientId == null ? 'missing' : 'empty'}: give OAuthStrategy your OAuth app's client id (SITEKIT_CLIENT_ID; any on the emulator)`, violatedRule: 'REQUIRED_FIELD' }]);
  }
  let epoch = 0;
  let runtime: Pick<Runtime, 'send'> & Partial<Runtime>;
  let flight: Promise<void> | undefined;
  let tokens = emptyTokens();
  // The refresh token the storage held when this strategy last read or wrote it: another one there when a
  // renewal ends was written elsewhere (another tab's login, logout or new session), and is taken, not written over.
  let known: string | undefined;
  // Tokens given win over the storage; a synchronous storage is read now, an asynchronous one before
  // the first call (and only used when the session was not replaced meanwhile).
  const load = (given: Tokens | null | undefined) => void (given && !epoch && ((tokens = given), options.tokens || (known = given.refreshToken.value)));
  const stored = options.tokens ?? storage?.getTokens();
  const ready = stored instanceof Promise ? stored.then(load, noop) : load(stored);

  // Standalone (never attached to a client), token requests go through a private transport on the global fetch.
  const send: Send = (...args) => (runtime ??= createTransport({ fetch: (i, init) => fetch(i, init), auth: strategy, host: platformHost() })).send(...args);
  const renewToken = (refreshToken: RefreshToken) =>
    requestTokens(send, { clientId, refreshToken: refreshToken.value, grantType: 'refresh_token' }, refreshToken.role, refreshToken);

  // A refresh token's renewal, else (none, or one the platform rejects with a 4xx) an anonymous grant.
  // Network errors, 5xx, 408 and 429 are thrown: a flaky connection or a busy platform must not silently turn a
  // member into a visitor.
  const anonymous = () => requestTokens(send, { clientId, grantType: 'anonymous' }, 'visitor');
  const fresh = (refreshToken?: RefreshToken): Promise<Tokens> =>
    refreshToken?.value
      ? renewToken(refreshToken).catch((e) => (e?.status < 500 && e.status !== 429 && e.status !== 408 ? anonymous() : Promise.reject(e)))
      : anonymous();

  // Every session change bumps the epoch and is written to the storage (a failed write rejects only for whoever awaits it).
  const commit = (next: Tokens) => {
    epoch++;
    tokens = next;
    known = next.refreshToken.value;
    const written = Promise.resolve(storage?.setTokens(next));
    written.catch(noop);
    return written;
  };

  const renew = async (start = epoch, { refreshToken } = tokens) => {
    const next = await fresh(refreshToken);
    // A storage shared with other holders (the tabs of one origin on localStorage) may hold a logout written
    // elsewhere while this was in flight: re-read it before writing over it.
    const shared = refreshToken.value ? await storage?.getTokens() : undefined;
    // A logout or setTokens while this was in flight wins: the result is dropped.
    if (start !== epoch) return;
    // So does a change elsewhere (a logout, whose empty session is taken and the next call starts a visitor's;
    // a login; a new session): without a read or write here yet, only a logout is told apart from given tokens.
    if (shared && (known === undefined ? !shared.refreshToken.value : shared.refreshToken.value !== known)) return commit(shared);
    await commit(next);
    // A member's refresh token that came back as a visitor session was rejected.
    if (refreshToken.value && refreshToken.role === 'member' && next.refreshToken.role !== 'member') onSessionLost?.();
  };

  const ensure = async () => {
    await ready;
    // After a renewal the new token is taken even inside the skew window (very short lifetimes).
    // (Bounded: a session replaced again and again ends with the platform's 401, never a loop.)
    for (let attempts = 3, skew = TOKEN_EXPIRY_SKEW_S; attempts-- && isTokenExpired(tokens.accessToken, skew); skew = 0) {
      await (flight ??= renew().finally(() => (flight = undefined)));
    }
    return { headers: { Authorization: tokens.accessToken.value } };
  };

  const strategy: VisitorOAuthStrategy = {
    useEdgeHost: true,
    attach(clientRuntime) {
      runtime = clientRuntime;
    },
    getAuthHeaders: ensure,
    renewAfterUnauthorized(used) {
      // Only the token that failed is dropped: calls failing on an already-replaced token just replay.
      const failed = used?.['Authorization'];
      if (!failed || failed === tokens.accessToken.value) tokens = { ...tokens, accessToken: { value: '', expiresAt: 0 } };
      return ensure().then(() => true, () => false);
    },
    async generateVisitorTokens(given) {
      return given?.refreshToken?.value && !isTokenExpired(given.accessToken) ? (given as Tokens) : fresh(given?.refreshToken);
    },
    renewToken,
    getTokens: () => tokens,
    setTokens: commit,
    loggedIn: () => tokens.refreshToken.role === 'member',
  };
  expose?.(send, () => runtime);
  return strategy;
}
