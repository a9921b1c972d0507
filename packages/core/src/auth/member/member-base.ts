import type { Runtime, Send } from '../../client/types';
import { createOAuthCore, type VisitorOAuthStrategy } from '../oauth-core';
import type { LoginStateResult } from './login-state';
import type { MemberOAuthStrategy, MemberOAuthStrategyOptions, ParsedAuthResponse } from './member-strategy';

/** What the member flows share with the strategy: the kept login state and the number of logouts so far. */
export interface MemberSession {
  state: LoginStateResult;
  /** A login that finishes after a logout began is not stored. */
  logouts: number;
}

/** What the member flows work with: the visitor core, the options, its send and runtime, the session. */
export interface FlowContext {
  strategy: VisitorOAuthStrategy;
  options: MemberOAuthStrategyOptions;
  send: Send;
  runtime: () => Partial<Runtime> | undefined;
  session: MemberSession;
}

/** The member methods that are not the visitor core's, nor the synchronous ones every variant writes the same. */
export type MemberFlows = Omit<MemberOAuthStrategy, keyof VisitorOAuthStrategy | 'captchaInvisibleSiteKey' | 'captchaVisibleSiteKey' | 'parseFromUrl' | 'getLoginState'>;

/**
 * Reads `code`, `state`, `error`, `error_description` from a callback URL (default: the page's URL).
 */
export function parseFromUrl(url?: string, responseMode: 'query' | 'fragment' = 'fragment'): ParsedAuthResponse {
  const callbackUrl = new URL(url ?? (globalThis as { location?: Location | undefined }).location?.href ?? '');
  const params = responseMode === 'query' ? callbackUrl.searchParams : new URLSearchParams(callbackUrl.hash.slice(1));
  const error = params.get('error');
  return { code: params.get('code'), state: params.get('state'), ...(error && { error, errorDescription: params.get('error_description') }) };
}

/**
 * A member strategy: the visitor core (token lifecycle), the synchronous methods, and the member flows
 * that `flows` gives for the context (at once, or ones that load on first use).
 */
export function memberStrategy(options: MemberOAuthStrategyOptions, flows: (context: FlowContext) => MemberFlows): MemberOAuthStrategy {
  let send!: Send;
  let runtime!: () => Partial<Runtime> | undefined;
  const strategy = createOAuthCore(options, (coreSend, coreRuntime) => {
    send = coreSend;
    runtime = coreRuntime;
  });
  const session: MemberSession = { state: { loginState: 'INITIAL' }, logouts: 0 };
  return Object.assign(strategy, {
    captchaInvisibleSiteKey: options.captchaInvisibleSiteKey,
    captchaVisibleSiteKey: options.captchaVisibleSiteKey,
    parseFromUrl,
    getLoginState: () => session.state,
    ...flows({ strategy, options, send, runtime, session }),
  });
}
