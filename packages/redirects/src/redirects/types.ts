import { enumOf, type EnumValue } from '@sitekit/core-runtime';

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
    sessionId?: string | null | undefined; serviceId?: string | undefined; scheduleId?: string | undefined; startDate?: string | null | undefined; endDate?: string | null | undefined;
    timezone?: string | null | undefined; resource?: { _id?: string | null | undefined; name?: string | null | undefined } | undefined; location?: Record<string, unknown> | undefined;
    eventId?: string | null | undefined;
  } | undefined;
  bookable?: boolean | undefined;
  totalSpots?: number | null | undefined;
  openSpots?: number | null | undefined;
  waitingList?: { totalSpots?: number | null | undefined; openSpots?: number | null | undefined } | undefined;
  bookingPolicyViolations?: {
    tooEarlyToBook?: boolean | null | undefined; tooLateToBook?: boolean | null | undefined; bookOnlineDisabled?: boolean | null | undefined;
    validSubmissionRequired?: boolean | null | undefined;
  } | undefined;
  locked?: boolean | null | undefined;
  isFromV2?: boolean | undefined;
}

/** The `bookingsCheckout` intent: the hosted checkout that books a slot, and the time zone to show it in. */
export interface RedirectSessionBookingsCheckoutParams { slotAvailability?: SlotAvailability | undefined; timezone?: string | undefined }
/**
 * The `ecomCheckout` intent: the hosted checkout page of a checkout (from `createCheckout` or
 * `createCheckoutFromCurrentCart`).
 */
export interface RedirectSessionEcomCheckoutParams { /** Required: the checkout to pay. */ checkoutId?: string | undefined }
/** The `eventsCheckout` intent: the hosted checkout of an event reservation (its id, and the event's slug). */
export interface RedirectSessionEventsCheckoutParams { reservationId?: string | undefined; eventSlug?: string | undefined }
/** The `paidPlansCheckout` intent: the hosted checkout of a pricing plan, with extra checkout data when there is any. */
export interface RedirectSessionPaidPlansCheckoutParams { planId?: string | undefined; checkoutData?: string | null | undefined }
/** The `login` intent: the site's hosted login page (it takes no parameters). */
export interface RedirectSessionLoginParams {}
/** The `logout` intent: the platform's logout page for an OAuth app, which ends the member's session. */
export interface RedirectSessionLogoutParams { /** Required: the OAuth app's client id. */ clientId?: string | undefined }
/**
 * An OAuth authorization request (the `auth` intent's `authRequest`): client id, response type and
 * mode, redirect URI, scope, state, the PKCE code challenge, and a session token.
 */
export interface AuthorizeRequest {
  clientId?: string | undefined;
  responseType?: string | undefined;
  redirectUri?: string | null | undefined;
  scope?: string | null | undefined;
  state?: string | undefined;
  /** `query`, `fragment` or `web_message`. */
  responseMode?: string | null | undefined;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  sessionToken?: string | null | undefined;
  nonce?: string | null | undefined;
  prompt?: string | null | undefined;
}
/** The `auth` intent: the hosted OAuth login of an authorization request, and its prompt. */
export interface RedirectSessionAuthParams { authRequest?: AuthorizeRequest | undefined; prompt?: Prompt | undefined }
/** The `storesProduct` intent: a product's page on the hosted site, by the product's slug. */
export interface RedirectSessionStoresProductParams { productSlug?: string | undefined }
/** The `bookingsBook` intent: the hosted booking page, for one resource when its id is given. */
export interface RedirectSessionBookingsBookParams { resourceId?: string | undefined }
/** The `ecomOrderPaymentRequest` intent: the hosted page that pays an order's payment request, by its id (or, as older SDKs sent it, its token). */
export interface RedirectSessionEcomOrderPaymentRequestParams { paymentRequestId?: string | undefined; ecomOrderPaymentRequestToken?: string | undefined }

/** Pages on the headless site the visitor comes back to. */
export interface CallbackParams {
  thankYouPageUrl?: string | null | undefined;
  postFlowUrl?: string | null | undefined;
  loginUrl?: string | null | undefined;
  bookingsServiceListUrl?: string | null | undefined;
  cartPageUrl?: string | null | undefined;
  planListUrl?: string | null | undefined;
}

/**
 * How the hosted page behaves: whether the platform's standard pages are used, whether the visitor
 * keeps their identity there, and extra query parameters for the page.
 */
export interface RedirectSessionPreferences {
  useGenericWixPages?: boolean | null | undefined;
  maintainIdentity?: boolean | null | undefined;
  /** Extra query parameters for the hosted page (e.g. UTM parameters). */
  additionalQueryParameters?: Record<string, string> | undefined;
  /** Whether the platform first checks that the hosted page is published. */
  checkIfPublish?: boolean | null | undefined;
}

/** Exactly one intent (`ecomCheckout`, `login`, `auth`, …) plus optional callbacks and preferences. */
export interface CreateRedirectSessionOptions {
  bookingsCheckout?: RedirectSessionBookingsCheckoutParams | undefined;
  ecomCheckout?: RedirectSessionEcomCheckoutParams | undefined;
  eventsCheckout?: RedirectSessionEventsCheckoutParams | undefined;
  paidPlansCheckout?: RedirectSessionPaidPlansCheckoutParams | undefined;
  login?: RedirectSessionLoginParams | undefined;
  logout?: RedirectSessionLogoutParams | undefined;
  auth?: RedirectSessionAuthParams | undefined;
  storesProduct?: RedirectSessionStoresProductParams | undefined;
  bookingsBook?: RedirectSessionBookingsBookParams | undefined;
  ecomOrderPaymentRequest?: RedirectSessionEcomOrderPaymentRequestParams | undefined;
  callbacks?: CallbackParams | undefined;
  preferences?: RedirectSessionPreferences | undefined;
  origin?: string | null | undefined;
}

/** A hosted page's URL in parts: the URL without its query, and the query parameters. */
export interface URLDetails {
  /** The hosted page URL without its query. */
  endpoint?: string | undefined;
  searchParams?: Record<string, string> | undefined;
}

/**
 * Where to send the visitor: what `createRedirectSession` answers.
 */
export interface RedirectSession {
  _id?: string | undefined;
  /** The hosted page URL to redirect the visitor to. */
  fullUrl?: string | undefined;
  urlDetails?: URLDetails | undefined;
  sessionToken?: string | null | undefined;
  shortUrl?: string | undefined;
}

/** What `createRedirectSession` answers: the redirect session, with the hosted page URL to send the visitor to. */
export interface CreateRedirectSessionResponse {
  redirectSession?: RedirectSession | undefined;
}
