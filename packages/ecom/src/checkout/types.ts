import type { ChannelType, WeightUnit } from '../shared/enums';
import type {
  AddressWithContact, AdditionalFee, AppliedDiscount, BuyerInfo, CalculatedLineItem, CalculationErrors,
  CustomLineItem, ExtendedFields, GiftCard, LineItem, LineItemInput, MembershipOptions, PriceSummary,
  SelectedShippingOption, ShippingInfo, TaxSummary, Violation,
} from '../shared/types';

export type * from '../shared/types';

/** Billing info with its address (wire `geocode` reads as `location`). */
export interface BillingInfo extends AddressWithContact {}

/**
 * A checkout. Money stays as the platform's decimal and formatted strings.
 */
export interface Checkout {
  _id?: string | null | undefined;
  lineItems?: LineItem[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
  billingInfo?: BillingInfo | undefined;
  shippingInfo?: ShippingInfo | undefined;
  buyerNote?: string | null | undefined;
  buyerInfo?: BuyerInfo | undefined;
  conversionCurrency?: string | undefined;
  priceSummary?: PriceSummary | undefined;
  calculationErrors?: CalculationErrors | undefined;
  giftCard?: GiftCard | undefined;
  appliedDiscounts?: AppliedDiscount[] | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a custom field's value is any JSON value, typed `any` by the platform's SDK; apps read it unnarrowed
  customFields?: { value?: any; title?: string | undefined; translatedTitle?: string | null | undefined }[] | undefined;
  weightUnit?: WeightUnit | undefined;
  taxSummary?: TaxSummary | undefined;
  currency?: string | undefined;
  channelType?: ChannelType | undefined;
  siteLanguage?: string | undefined;
  buyerLanguage?: string | undefined;
  completed?: boolean | undefined;
  taxIncludedInPrice?: boolean | undefined;
  createdBy?: { userId?: string | undefined; memberId?: string | undefined; visitorId?: string | undefined; appId?: string | undefined } | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  payNow?: PriceSummary | undefined;
  payLater?: PriceSummary | undefined;
  membershipOptions?: MembershipOptions | undefined;
  additionalFees?: AdditionalFee[] | undefined;
  cartId?: string | null | undefined;
  violations?: Violation[] | undefined;
  customSettings?: { lockGiftCard?: boolean | undefined; lockCouponCode?: boolean | undefined; disabledPolicyAgreementCheckbox?: boolean | undefined; disabledManualPayment?: boolean | undefined } | undefined;
  purchaseFlowId?: string | null | undefined;
  paymentCurrency?: string | undefined;
  extendedFields?: ExtendedFields | undefined;
  calculatedLineItems?: CalculatedLineItem[] | undefined;
  /** Applied coupon code, when the platform echoes it. */
  couponCode?: string | null | undefined;
  giftCardCode?: string | null | undefined;
  overrideCheckoutUrl?: string | null | undefined;
  businessLocationId?: string | null | undefined;
  [key: string]: unknown;
}

/** Checkout fields that `createCheckout` and `updateCheckout` accept. */
export interface CheckoutInfo {
  billingInfo?: BillingInfo | undefined;
  shippingInfo?: { shippingDestination?: AddressWithContact | undefined; selectedCarrierServiceOption?: SelectedShippingOption | undefined } | undefined;
  buyerNote?: string | null | undefined;
  buyerInfo?: BuyerInfo | undefined;
  customFields?: Checkout['customFields'] | undefined;
  channelType?: ChannelType | undefined;
  membershipOptions?: MembershipOptions | undefined;
  extendedFields?: ExtendedFields | undefined;
}

/** The checkout fields `updateCheckout` changes (buyer, shipping and billing info, and the other writable fields). */
export interface UpdateCheckout extends CheckoutInfo {}

/**
 * The options of `createCheckout`: the catalog and custom line items to buy, the checkout's buyer,
 * billing and shipping info, the sales channel, and a coupon or gift card code to apply.
 */
export interface CreateCheckoutOptions {
  checkoutInfo?: CheckoutInfo | undefined;
  couponCode?: string | null | undefined;
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItemInput[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
  /** Required by the platform. */
  channelType?: ChannelType | undefined;
  giftCardCode?: string | null | undefined;
  overrideCheckoutUrl?: string | null | undefined;
  giftCardRedeemAmount?: string | null | undefined;
}

/**
 * The options of `updateCheckout`, beside the checkout fields: line items to add, a coupon or gift
 * card code to apply, the gift card amount to redeem, and a checkout URL to use instead of the
 * platform's.
 */
export interface UpdateCheckoutOptions {
  couponCode?: string | null | undefined;
  giftCardCode?: string | null | undefined;
  overrideCheckoutUrl?: string | null | undefined;
  lineItems?: LineItemInput[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
  giftCardRedeemAmount?: string | null | undefined;
}

/** The options of `addToCheckout`: the catalog and custom line items to add. */
export interface AddToCheckoutOptions {
  lineItems?: LineItemInput[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
}

/**
 * The options of `checkout.createOrder`: whether to save the buyer's payment method, delay capturing
 * the payment, or mark the order as an in-app purchase.
 */
export interface CreateOrderOptions {
  savePaymentMethod?: boolean | undefined;
  delayCapture?: boolean | undefined;
  inAppPurchase?: boolean | undefined;
}

/** The options of `markCheckoutAsCompleted`: the id of the order the checkout became. */
export interface MarkCheckoutAsCompletedOptions {
  orderId?: string | null | undefined;
}

/** `{ checkout }`, as most checkout actions return it. */
export interface CheckoutResponse {
  checkout?: Checkout | undefined;
}

/**
 * What `getCheckoutUrl` answers: the hosted checkout page to send the buyer to.
 */
export interface GetCheckoutURLResponse {
  checkoutUrl?: string | undefined;
}

/**
 * What `checkout.createOrder` answers: the new order's id, and the subscription and payment gateway
 * order ids when there are any.
 */
export interface CreateOrderResponse {
  orderId?: string | undefined;
  subscriptionId?: string | undefined;
  paymentGatewayOrderId?: string | undefined;
}

/** What `getCheckoutPaymentSettings` answers: the payment options blocked for the checkout, at the top level of the response. */
export interface GetCheckoutPaymentSettingsResponse {
  blockedPaymentOptions?: string[] | undefined;
  [key: string]: unknown;
}

