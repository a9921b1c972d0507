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
}

/** The `bookingsCheckout` intent: the hosted checkout that books a slot, and the time zone to show it in. */
export interface RedirectSessionBookingsCheckoutParams { slotAvailability?: SlotAvailability; timezone?: string }
/**
 * The `ecomCheckout` intent: the hosted checkout page of a checkout (from `createCheckout` or
 * `createCheckoutFromCurrentCart`).
 */
export interface RedirectSessionEcomCheckoutParams { /** Required: the checkout to pay. */ checkoutId?: string }
/** The `eventsCheckout` intent: the hosted checkout of an event reservation (its id, and the event's slug). */
export interface RedirectSessionEventsCheckoutParams { reservationId?: string; eventSlug?: string }
/** The `paidPlansCheckout` intent: the hosted checkout of a pricing plan, with extra checkout data when there is any. */
export interface RedirectSessionPaidPlansCheckoutParams { planId?: string; checkoutData?: string | null }
/** The `login` intent: the site's hosted login page (it takes no parameters). */
export interface RedirectSessionLoginParams {}
/** The `logout` intent: the platform's logout page for an OAuth app, which ends the member's session. */
export interface RedirectSessionLogoutParams { /** Required: the OAuth app's client id. */ clientId?: string }
/**
 * An OAuth authorization request (the `auth` intent's `authRequest`): client id, response type and
 * mode, redirect URI, scope, state, the PKCE code challenge, and a session token.
 */
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
/** The `auth` intent: the hosted OAuth login of an authorization request, and its prompt. */
export interface RedirectSessionAuthParams { authRequest?: AuthorizeRequest; prompt?: Prompt }
/** The `storesProduct` intent: a product's page on the hosted site, by the product's slug. */
export interface RedirectSessionStoresProductParams { productSlug?: string }
/** The `bookingsBook` intent: the hosted booking page, for one resource when its id is given. */
export interface RedirectSessionBookingsBookParams { resourceId?: string }
/** The `ecomOrderPaymentRequest` intent: the hosted page that pays an order's payment request, by the request's token. */
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

/**
 * How the hosted page behaves: whether the platform's standard pages are used, whether the visitor
 * keeps their identity there, and extra query parameters for the page.
 */
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

/** A hosted page's URL in parts: the URL without its query, and the query parameters. */
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

/** What `createRedirectSession` answers: the redirect session, with the hosted page URL to send the visitor to. */
export interface CreateRedirectSessionResponse {
  redirectSession?: RedirectSession;
}
