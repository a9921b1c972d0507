import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Prompt of an `auth` redirect (the platform supports `login` and `none`).
 */
export const Prompt = /* @__PURE__ */ enumOf('login none consent select_account');
export type Prompt = EnumValue<typeof Prompt>;

/**
 * Sections of the members account area.
 */
export const MembersAccountSection = /* @__PURE__ */ enumOf('ACCOUNT_INFO BOOKINGS ORDERS SUBSCRIPTIONS EVENTS');
export type MembersAccountSection = EnumValue<typeof MembersAccountSection>;

/**
 * Kinds of callback URL the platform validates.
 */
export const CallbackType = /* @__PURE__ */ enumOf('UNKNOWN LOGOUT CHECKOUT AUTHORIZE');
export type CallbackType = EnumValue<typeof CallbackType>;

/** A bookable calendar slot (bookings checkout). */
export interface SlotAvailability {
  slot?: {
    sessionId?: string | null; serviceId?: string; scheduleId?: string; startDate?: string | null; endDate?: string | null;
    timezone?: string | null; resource?: { _id?: string | null; name?: string | null }; location?: Record<string, unknown>;
  };
  bookable?: boolean;
  totalSpots?: number | null;
  openSpots?: number | null;
  [key: string]: unknown;
}

export interface RedirectSessionBookingsCheckoutParams { slotAvailability?: SlotAvailability; timezone?: string }
export interface RedirectSessionEcomCheckoutParams { /** Required: the checkout to pay. */ checkoutId?: string }
export interface RedirectSessionEventsCheckoutParams { reservationId?: string; eventSlug?: string }
export interface RedirectSessionPaidPlansCheckoutParams { planId?: string; checkoutData?: string | null }
export interface RedirectSessionLoginParams {}
export interface RedirectSessionLogoutParams { /** Required: the OAuth app's client id. */ clientId?: string }
export interface AuthorizeRequest {
  clientId?: string;
  responseType?: string;
  redirectUri?: string | null;
  scope?: string | null;
  state?: string;
  /** `query`, `fragment` or `web_message`. */
  responseMode?: string | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  sessionToken?: string | null;
}
export interface RedirectSessionAuthParams { authRequest?: AuthorizeRequest; prompt?: Prompt }
export interface RedirectSessionStoresProductParams { productSlug?: string }
export interface RedirectSessionBookingsBookParams { resourceId?: string }
export interface RedirectSessionEcomOrderPaymentRequestParams { ecomOrderPaymentRequestToken?: string }

/** Pages on the headless site the visitor comes back to. */
export interface CallbackParams {
  thankYouPageUrl?: string | null;
  postFlowUrl?: string | null;
  loginUrl?: string | null;
  bookingsServiceListUrl?: string | null;
  cartPageUrl?: string | null;
  planListUrl?: string | null;
}

export interface RedirectSessionPreferences {
  useGenericWixPages?: boolean | null;
  maintainIdentity?: boolean | null;
  /** Extra query parameters for the hosted page (e.g. UTM parameters). */
  additionalQueryParameters?: Record<string, string>;
}

/** Exactly one intent (`ecomCheckout`, `login`, `auth`, …) plus optional callbacks and preferences. */
export interface CreateRedirectSessionOptions {
  bookingsCheckout?: RedirectSessionBookingsCheckoutParams;
  ecomCheckout?: RedirectSessionEcomCheckoutParams;
  eventsCheckout?: RedirectSessionEventsCheckoutParams;
  paidPlansCheckout?: RedirectSessionPaidPlansCheckoutParams;
  login?: RedirectSessionLoginParams;
  logout?: RedirectSessionLogoutParams;
  auth?: RedirectSessionAuthParams;
  storesProduct?: RedirectSessionStoresProductParams;
  bookingsBook?: RedirectSessionBookingsBookParams;
  ecomOrderPaymentRequest?: RedirectSessionEcomOrderPaymentRequestParams;
  callbacks?: CallbackParams;
  preferences?: RedirectSessionPreferences;
  origin?: string;
}

export interface URLDetails {
  /** The hosted page URL without its query. */
  endpoint?: string;
  searchParams?: Record<string, string>;
}

/**
 * Where to send the visitor: what `createRedirectSession` answers.
 */
export interface RedirectSession {
  _id?: string;
  /** The hosted page URL to redirect the visitor to. */
  fullUrl?: string;
  urlDetails?: URLDetails;
  sessionToken?: string | null;
  shortUrl?: string;
}

export interface CreateRedirectSessionResponse {
  redirectSession?: RedirectSession;
}
