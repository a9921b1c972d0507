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
  _id?: string | null;
  lineItems?: LineItem[];
  customLineItems?: CustomLineItem[];
  billingInfo?: BillingInfo;
  shippingInfo?: ShippingInfo;
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  conversionCurrency?: string;
  priceSummary?: PriceSummary;
  calculationErrors?: CalculationErrors;
  giftCard?: GiftCard;
  appliedDiscounts?: AppliedDiscount[];
  customFields?: { value?: any; title?: string; translatedTitle?: string | null }[];
  weightUnit?: WeightUnit;
  taxSummary?: TaxSummary;
  currency?: string;
  channelType?: ChannelType;
  siteLanguage?: string;
  buyerLanguage?: string;
  completed?: boolean;
  taxIncludedInPrice?: boolean;
  createdBy?: { userId?: string; memberId?: string; visitorId?: string; appId?: string };
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  membershipOptions?: MembershipOptions;
  additionalFees?: AdditionalFee[];
  cartId?: string | null;
  violations?: Violation[];
  customSettings?: { lockGiftCard?: boolean; lockCouponCode?: boolean; disabledPolicyAgreementCheckbox?: boolean; disabledManualPayment?: boolean };
  purchaseFlowId?: string | null;
  paymentCurrency?: string;
  extendedFields?: ExtendedFields;
  calculatedLineItems?: CalculatedLineItem[];
  /** Applied coupon code, when the platform echoes it. */
  couponCode?: string | null;
  giftCardCode?: string | null;
  overrideCheckoutUrl?: string | null;
  businessLocationId?: string | null;
  [key: string]: unknown;
}

/** Checkout fields that `createCheckout` and `updateCheckout` accept. */
export interface CheckoutInfo {
  billingInfo?: BillingInfo;
  shippingInfo?: { shippingDestination?: AddressWithContact; selectedCarrierServiceOption?: SelectedShippingOption };
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  customFields?: Checkout['customFields'];
  channelType?: ChannelType;
  membershipOptions?: MembershipOptions;
  extendedFields?: ExtendedFields;
}

/** The checkout fields `updateCheckout` changes (buyer, shipping and billing info, and the other writable fields). */
export interface UpdateCheckout extends CheckoutInfo {}

/**
 * The options of `createCheckout`: the catalog and custom line items to buy, the checkout's buyer,
 * billing and shipping info, the sales channel, and a coupon or gift card code to apply.
 */
export interface CreateCheckoutOptions {
  checkoutInfo?: CheckoutInfo;
  couponCode?: string | null;
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
  /** Required by the platform. */
  channelType?: ChannelType;
  giftCardCode?: string | null;
  overrideCheckoutUrl?: string | null;
  giftCardRedeemAmount?: string | null;
}

/**
 * The options of `updateCheckout`, beside the checkout fields: line items to add, a coupon or gift
 * card code to apply, the gift card amount to redeem, and a checkout URL to use instead of the
 * platform's.
 */
export interface UpdateCheckoutOptions {
  couponCode?: string | null;
  giftCardCode?: string | null;
  overrideCheckoutUrl?: string | null;
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
  giftCardRedeemAmount?: string | null;
}

/** The options of `addToCheckout`: the catalog and custom line items to add. */
export interface AddToCheckoutOptions {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
}

/**
 * The options of `checkout.createOrder`: whether to save the buyer's payment method, delay capturing
 * the payment, or mark the order as an in-app purchase.
 */
export interface CreateOrderOptions {
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
  inAppPurchase?: boolean;
}

/** The options of `markCheckoutAsCompleted`: the id of the order the checkout became. */
export interface MarkCheckoutAsCompletedOptions {
  orderId?: string | null;
}

/** `{ checkout }`, as most checkout actions return it. */
export interface CheckoutResponse {
  checkout?: Checkout;
}

/**
 * What `getCheckoutUrl` answers: the hosted checkout page to send the buyer to.
 */
export interface GetCheckoutURLResponse {
  checkoutUrl?: string;
}

/**
 * What `checkout.createOrder` answers: the new order's id, and the subscription and payment gateway
 * order ids when there are any.
 */
export interface CreateOrderResponse {
  orderId?: string;
  subscriptionId?: string;
  paymentGatewayOrderId?: string;
}

/** What `getCheckoutPaymentSettings` answers: the payment options blocked for the checkout, at the top level of the response. */
export interface GetCheckoutPaymentSettingsResponse {
  blockedPaymentOptions?: string[];
  [key: string]: unknown;
}

