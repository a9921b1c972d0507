import type { AuthStrategy, Runtime, Send } from '../client/types';
import { createTransport } from '../http/create-transport';
import { requestTokens } from './token-request';
import { memoryTokenStorage, type TokenStorage } from './token-storage';
import { emptyTokens, isTokenExpired, toTokens, type RefreshToken, type TokenRole, type Tokens } from './tokens';

export interface OAuthStrategyOptions {
  /** The OAuth app's client id (headless settings of the site). */
  clientId: string;
  /** Tokens to start from (e.g. read from a cookie); takes precedence over what `tokenStorage` holds. */
  tokens?: Tokens;
  /** Where the session lives (default: memory owned by this strategy). */
  tokenStorage?: TokenStorage;
  /** Called once each time a member session could not be renewed and the client fell back to a visitor. */
  onSessionLost?: () => void;
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
   */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** A new access token for a refresh token (the refresh token is kept unless the platform rotates it). */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  /** The session as it is now (synchronous). */
  getTokens(): Tokens;
  /** Replaces the session (and writes it to the storage); an in-flight renewal is then discarded. */
  setTokens(tokens: Tokens): Promise<void>;
  /** True when the refresh token's role is `member`. */
  loggedIn(): boolean;
}

/** What the member flows need from the core. */
export interface OAuthCore {
  strategy: VisitorOAuthStrategy;
  clientId: string;
  /** The client's send (after attach), else a private transport on the global fetch. */
  send: Send;
  /** The client's runtime when attached. */
  runtime(): Runtime | undefined;
}

// A refresh rejected by the platform (4xx) falls back to a visitor; network errors and 5xx do not.
const rejected = (e: any): boolean => e?.status < 500;

/** Builds the token lifecycle: storage, single-flight renewal, 401 recovery. */
export function createOAuthCore(options: OAuthStrategyOptions): OAuthCore {
  const { clientId, onSessionLost } = options;
  const storage = options.tokenStorage ?? memoryTokenStorage(options.tokens);
  let tokens = options.tokens ?? emptyTokens();
  let epoch = 0;
  let runtime: Runtime | undefined;
  let privateSend: Send | undefined;
  let flight: Promise<void> | undefined;
  let ready: Promise<unknown> | undefined;

  if (!options.tokens) {
    const stored = storage.getTokens();
    if (stored instanceof Promise) ready = stored.then((t) => t && !epoch && (tokens = t), () => undefined);
    else if (stored) tokens = stored;
  }

  const send: Send = (...args) =>
    (runtime?.send ?? (privateSend ??= createTransport({ fetch: (i, init) => fetch(i, init), auth: strategy }).send))(...args);
  const grant = async (body: Record<string, unknown>, role: TokenRole, keep?: RefreshToken) =>
    toTokens(await requestTokens(send, { clientId, ...body }), role, keep);
  const commit = (next: Tokens) => {
    epoch++;
    tokens = next;
    return storage.setTokens(next);
  };
  const renewToken = (refreshToken: RefreshToken) => grant({ refreshToken: refreshToken.value, grantType: 'refresh_token' }, refreshToken.role, refreshToken);
  const anonymous = () => grant({ grantType: 'anonymous' }, 'visitor');

  async function renew(): Promise<void> {
    const start = epoch;
    const { refreshToken } = tokens;
    let next: Tokens | undefined;
    let lost = false;
    if (refreshToken.value) {
      try {
        next = await renewToken(refreshToken);
      } catch (e) {
        if (!rejected(e)) throw e;
        lost = refreshToken.role === 'member';
      }
    }
    next ??= await anonymous();
    // A logout or setTokens while this was in flight wins: the result is dropped.
    if (start !== epoch) return;
    await commit(next);
    if (lost) onSessionLost?.();
  }

  async function ensure(): Promise<string> {
    await ready;
    // After a renewal the new token is taken even inside the skew window (very short lifetimes).
    // (Bounded: a session replaced again and again ends with the platform's 401, never a loop.)
    for (let n = 0; n < 3 && isTokenExpired(tokens.accessToken, n ? 0 : undefined); n++) {
      await (flight ??= renew().finally(() => (flight = undefined)));
    }
    return tokens.accessToken.value;
  }

  const strategy: VisitorOAuthStrategy = {
    useEdgeHost: true,
    attach: (r) => void (runtime = r),
    getAuthHeaders: async () => ({ headers: { Authorization: await ensure() } }),
    async renewAfterUnauthorized(used) {
      // Only the token that failed is dropped: calls failing on an already-replaced token just replay.
      const failed = used?.['Authorization'];
      if (!failed || failed === tokens.accessToken.value) tokens = { ...tokens, accessToken: { value: '', expiresAt: 0 } };
      return ensure().then(() => true, () => false);
    },
    async generateVisitorTokens(given) {
      if (given?.refreshToken?.value && !isTokenExpired(given.accessToken)) return given as Tokens;
      if (given?.refreshToken?.value) {
        try {
          return await renewToken(given.refreshToken);
        } catch (e) {
          if (!rejected(e)) throw e;
        }
      }
      return anonymous();
    },
    renewToken,
    getTokens: () => tokens,
    setTokens(next) {
      const p = Promise.resolve(commit(next));
      p.catch(() => undefined);
      return p;
    },
    loggedIn: () => tokens.refreshToken.role === 'member',
  };
  return { strategy, clientId, send, runtime: () => runtime };
}
