/** Redirect sessions, their callbacks and the OAuth authorize request they carry. */

/** Which flow a redirect session leads to (a checkout, login or logout, the OAuth authorize page, a product page, a booking…). */
export type RedirectKind =
  | 'bookingsCheckout'
  | 'ecomCheckout'
  | 'eventsCheckout'
  | 'paidPlansCheckout'
  | 'login'
  | 'logout'
  | 'auth'
  | 'storesProduct'
  | 'bookingsBook'
  | 'ecomOrderPaymentRequest';

/** Callback URLs a redirect session carries (`postFlowUrl`, `thankYouPageUrl`, `cartPageUrl`, `loginUrl`, …). */
export interface RedirectCallbacks {
  postFlowUrl?: string;
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  loginUrl?: string;
  [key: string]: unknown;
}

/**
 * The OAuth authorize request an `auth` redirect session carries: client, redirect URI, PKCE challenge,
 * response mode and type, scope, state, and session token.
 */
export interface AuthRequest {
  /** Absent only in web_message mode. */
  redirectUri?: string;
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: 'fragment' | 'query' | 'web_message';
  responseType: 'code';
  scope?: string;
  state?: string;
  sessionToken?: string;
}

/** A stored redirect session. `options` is the whole request body (the flow option under its own key). */
export interface RedirectSessionRecord {
  id: string;
  kind: RedirectKind;
  options: Record<string, unknown>;
  callbacks: RedirectCallbacks;
  createdDate: string;
}

/** The redirects domain's state: the redirect sessions by id. */
export interface RedirectsState {
  sessions: Record<string, RedirectSessionRecord>;
}
