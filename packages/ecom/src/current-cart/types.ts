import type { ChannelType, WeightUnit } from '../shared/enums';
import type {
  AddressWithContact, AdditionalFee, AppliedDiscount, BuyerInfo, CalculatedLineItem, CalculationErrors, CustomLineItem,
  ExtendedFields, GiftCard, LineItem, LineItemInput, Membership, InvalidMembership, MultiCurrencyPrice, PriceSummary,
  SelectedMembership, SelectedShippingOption, ShippingInfo, TaxSummary, Violation,
} from '../shared/types';

export type * from '../shared/types';

/**
 * The memberships of a cart estimate: those that can pay, those that cannot (with the reason), and
 * those selected, as a list (a checkout wraps its selected memberships in `{ memberships }`).
 */
export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMembership[];
}

/**
 * The visitor's or member's current cart.
 */
export interface Cart {
  _id?: string | null;
  lineItems?: LineItem[];
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  /** ISO-4217 currency code of the prices. */
  currency?: string;
  conversionCurrency?: string;
  buyerLanguage?: string | null;
  siteLanguage?: string | null;
  taxIncludedInPrices?: boolean | null;
  weightUnit?: WeightUnit;
  subtotal?: MultiCurrencyPrice;
  subtotalAfterDiscounts?: MultiCurrencyPrice;
  appliedDiscounts?: AppliedDiscount[];
  /** Contact info with address. */
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  checkoutId?: string | null;
  purchaseFlowId?: string | null;
  paymentCurrency?: string;
  overrideCheckoutUrl?: string | null;
  businessLocationId?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  extendedFields?: ExtendedFields;
  /** Revision number (a decimal string), incremented by 1 each time the cart changes. */
  revision?: string | null;
}

/**
 * Cart fields a visitor may change (a subset of `Cart`; `updateCurrentCart` takes a `Cart` as the
 * platform's SDK types it, and the platform ignores read-only fields).
 */
export interface UpdateCart {
  _id?: string | null;
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string | null;
  extendedFields?: ExtendedFields;
}

/** A merchant discount for `updateCurrentCart`: the amount, and the line items it applies to. */
export interface MerchantDiscountInput {
  /** Amount as a decimal string. */
  amount?: string;
  lineItemIds?: string[];
}

/** The options of `updateCurrentCart`: cart fields to change, a coupon code, merchant discounts, and line items to add. */
export interface UpdateCurrentCartOptions {
  /** Cart fields to change, typed as the platform's SDK types them (`Cart`). */
  cartInfo?: Cart;
  couponCode?: string | null;
  /** Merchant discounts (sent only by the platform's legacy current-cart SDK; kept for parity). */
  merchantDiscounts?: MerchantDiscountInput[];
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
}

/** The options of `addToCurrentCart`: the catalog and custom line items to add, and the business location. */
export interface AddToCurrentCartOptions {
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
  businessLocationId?: string | null;
}

/**
 * The options of `createCheckoutFromCurrentCart`: the sales channel, and the shipping and billing
 * addresses, shipping option and buyer email the checkout starts with.
 */
export interface CreateCheckoutFromCurrentCartOptions {
  channelType?: ChannelType;
  shippingAddress?: AddressWithContact['address'];
  billingAddress?: AddressWithContact['address'];
  selectedShippingOption?: SelectedShippingOption;
  email?: string | null;
}

/**
 * The options of `estimateCurrentCartTotals`: the shipping option, addresses and memberships to
 * estimate with, and whether to calculate tax, shipping and additional fees.
 */
export interface EstimateCurrentCartTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: AddressWithContact['address'];
  billingAddress?: AddressWithContact['address'];
  selectedMemberships?: { memberships?: SelectedMembership[] };
  calculateTax?: boolean | null;
  calculateShipping?: boolean | null;
  calculateAdditionalFees?: boolean | null;
}

/**
 * `{ cart }`, as `addToCurrentCart`, `removeLineItemsFromCurrentCart` and friends return it.
 */
export interface CartResponse {
  cart?: Cart;
}

/**
 * What `createCheckoutFromCurrentCart` answers: the new checkout's id.
 */
export interface CreateCheckoutResponse {
  checkoutId?: string;
}

/**
 * What `estimateCurrentCartTotals` answers: the cart with its computed totals, taxes, shipping and discounts.
 */
export interface EstimateTotalsResponse {
  cart?: Cart;
  calculatedLineItems?: CalculatedLineItem[];
  priceSummary?: PriceSummary;
  giftCard?: GiftCard;
  taxSummary?: TaxSummary;
  shippingInfo?: ShippingInfo;
  appliedDiscounts?: AppliedDiscount[];
  calculationErrors?: CalculationErrors;
  weightUnit?: WeightUnit;
  currency?: string;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  membershipOptions?: MembershipOptions;
  additionalFees?: AdditionalFee[];
  violations?: Violation[];
}
