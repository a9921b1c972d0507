import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SiteKitError } from '@sitekit/core-runtime';
import { resetSessionQueries } from './session';
import { useSiteKitContext } from './provider';
import type { HookAuth } from './client';

/** The client login state (docs/wire/identity.md), open to new values. */
export type LoginState =
  | 'INITIAL' | 'SUCCESS' | 'FAILURE' | 'EMAIL_VERIFICATION_REQUIRED' | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED' | 'SILENT_CAPTCHA_REQUIRED' | (string & {});

/**
 * What `login`, `register` and `processVerification` resolve to (the auth strategy's state-machine answer).
 */
export interface LoginResult {
  loginState: LoginState;
  data?: { sessionToken?: string | undefined; stateToken?: string | undefined; [key: string]: unknown } | undefined;
  error?: string | undefined;
  errorCode?: string | undefined;
}

/**
 * What `useAuth` returns: the session flag, the login state machine's state and its steps.
 */
export interface UseAuth {
  /** True when the client holds member tokens. */
  loggedIn: boolean;
  /** The state of the last login, register or verification step. */
  loginState: LoginState;
  /** The last step's error (a `SiteKitError`, or the state machine's `error` string). */
  error: unknown;
  /** A step is running. */
  pending: boolean;
  /** Email/password login through the client's auth strategy; member queries are reset on SUCCESS. */
  login(params: { email: string; password: string; captchaTokens?: Record<string, string> | undefined }): Promise<LoginResult>;
  /** Registers a new member, then as `login`. */
  register(params: { email: string; password: string; profile?: Record<string, unknown> | undefined; captchaTokens?: Record<string, string> | undefined }): Promise<LoginResult>;
  /** Sends the emailed verification code of a pending login or registration. */
  processVerification(params: { verificationCode: string }): Promise<LoginResult>;
  /** Clears the session; resolves the hosted logout URL to send the browser to (when the strategy gives one). Member queries are reset even when it rejects. */
  logout(postFlowUrl?: string): Promise<{ logoutUrl?: string | undefined }>;
}

/** The login steps of an auth strategy that has them (OAuthStrategy for members, `sessionAuth`), as `useAuth` calls them. */
interface LoginSteps {
  login: UseAuth['login'];
  register: UseAuth['register'];
  processVerification: UseAuth['processVerification'];
  complete(sessionToken?: string): Promise<void>;
  getMemberTokensForDirectLogin(sessionToken?: string): Promise<unknown>;
  setTokens(tokens: unknown): void;
  logout(postFlowUrl?: string): Promise<{ logoutUrl?: string | undefined } | undefined>;
}
type Steps = Partial<LoginSteps> | undefined;

const need = <K extends keyof LoginSteps>(auth: Steps, method: K): Pick<LoginSteps, K> => {
  if (typeof auth?.[method] !== 'function') {
    throw new SiteKitError(`The client's auth strategy has no ${method}(): use OAuthStrategy from @sitekit/core/auth/member (or sessionAuth from @sitekit/next/client)`, {
      code: 'MISSING_AUTH_METHOD',
    });
  }
  return auth as Pick<LoginSteps, K>;
};

/**
 * The login state machine on the client's auth strategy (`OAuthStrategy`, or `sessionAuth` from
 * `@sitekit/next/client`). After a `SUCCESS` the member tokens are fetched (`auth.complete(sessionToken)`
 * when the strategy has it, else `getMemberTokensForDirectLogin` + `setTokens`), then member, cart
 * and orders are invalidated. `logout` invalidates them too.
 *
 * @example
 * ```tsx
 * const { loggedIn, loginState, login, processVerification, error } = useAuth();
 * const result = await login({ email, password });
 * if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') showCodeField();
 * ```
 */
export function useAuth(): UseAuth {
  const { client, authChanged } = useSiteKitContext();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<{ loginState: LoginState; error: unknown; pending: boolean }>({
    loginState: 'INITIAL', error: undefined, pending: false,
  });
  const auth = client.auth;
  // Not every strategy has the login steps (a static token has none): `need` checks each one before it is called.
  const steps = auth as (HookAuth & Partial<LoginSteps>) | undefined;

  const run = <A>(method: 'login' | 'register' | 'processVerification') => async (params: A): Promise<LoginResult> => {
    setStep((previous) => ({ ...previous, pending: true, error: undefined }));
    try {
      const result = await (need(steps, method) as Record<typeof method, (params: A) => Promise<LoginResult>>)[method](params);
      if (result.loginState === 'SUCCESS') {
        const sessionToken = result.data?.sessionToken;
        if (typeof steps?.complete === 'function') await steps.complete(sessionToken);
        else need(steps, 'setTokens').setTokens(await need(steps, 'getMemberTokensForDirectLogin').getMemberTokensForDirectLogin(sessionToken));
        authChanged();
        await resetSessionQueries(queryClient);
      }
      setStep({ loginState: result.loginState, error: result.error, pending: false });
      return result;
    } catch (error) {
      setStep({ loginState: 'FAILURE', error, pending: false });
      throw error;
    }
  };

  return {
    loggedIn: !!auth?.loggedIn?.(),
    ...step,
    login: run('login'),
    register: run('register'),
    processVerification: run('processVerification'),
    logout: async (postFlowUrl?: string) => {
      const logout = need(steps, 'logout');
      try {
        return (await logout.logout(postFlowUrl ?? globalThis.location?.href)) ?? {};
      } finally {
        // Also when the hosted-logout request fails: the strategy may have cleared the session all the same,
        // and no member data may stay on screen (the reset refetches as whoever the client now is).
        setStep({ loginState: 'INITIAL', error: undefined, pending: false });
        authChanged();
        await resetSessionQueries(queryClient);
      }
    },
  };
}
