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
  eligibleMemberships?: Membership[] | undefined;
  invalidMemberships?: InvalidMembership[] | undefined;
  selectedMemberships?: SelectedMembership[] | undefined;
}

/**
 * The visitor's or member's current cart.
 */
export interface Cart {
  _id?: string | null | undefined;
  lineItems?: LineItem[] | undefined;
  buyerNote?: string | null | undefined;
  buyerInfo?: BuyerInfo | undefined;
  /** ISO-4217 currency code of the prices. */
  currency?: string | undefined;
  conversionCurrency?: string | undefined;
  buyerLanguage?: string | null | undefined;
  siteLanguage?: string | null | undefined;
  taxIncludedInPrices?: boolean | null | undefined;
  weightUnit?: WeightUnit | undefined;
  subtotal?: MultiCurrencyPrice | undefined;
  subtotalAfterDiscounts?: MultiCurrencyPrice | undefined;
  appliedDiscounts?: AppliedDiscount[] | undefined;
  /** Contact info with address. */
  contactInfo?: AddressWithContact | undefined;
  selectedShippingOption?: SelectedShippingOption | undefined;
  checkoutId?: string | null | undefined;
  purchaseFlowId?: string | null | undefined;
  paymentCurrency?: string | undefined;
  overrideCheckoutUrl?: string | null | undefined;
  businessLocationId?: string | null | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  extendedFields?: ExtendedFields | undefined;
  /** Revision number (a decimal string), incremented by 1 each time the cart changes. */
  revision?: string | null | undefined;
}

/**
 * Cart fields a visitor may change (a subset of `Cart`; `updateCurrentCart` takes a `Cart` as the
 * platform's SDK types it, and the platform ignores read-only fields).
 */
export interface UpdateCart {
  _id?: string | null | undefined;
  buyerNote?: string | null | undefined;
  buyerInfo?: BuyerInfo | undefined;
  contactInfo?: AddressWithContact | undefined;
  selectedShippingOption?: SelectedShippingOption | undefined;
  businessLocationId?: string | null | undefined;
  extendedFields?: ExtendedFields | undefined;
}

/** A merchant discount for `updateCurrentCart`: the amount, and the line items it applies to. */
export interface MerchantDiscountInput {
  /** Amount as a decimal string. */
  amount?: string | undefined;
  lineItemIds?: string[] | undefined;
}

/** The options of `updateCurrentCart`: cart fields to change, a coupon code, merchant discounts, and line items to add. */
export interface UpdateCurrentCartOptions {
  /** Cart fields to change, typed as the platform's SDK types them (`Cart`). */
  cartInfo?: Cart | undefined;
  couponCode?: string | null | undefined;
  /** Merchant discounts (sent only by the platform's legacy current-cart SDK; kept for parity). */
  merchantDiscounts?: MerchantDiscountInput[] | undefined;
  lineItems?: LineItemInput[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
}

/** The options of `addToCurrentCart`: the catalog and custom line items to add, and the business location. */
export interface AddToCurrentCartOptions {
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItemInput[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
  businessLocationId?: string | null | undefined;
}

/**
 * The options of `createCheckoutFromCurrentCart`: the sales channel, and the shipping and billing
 * addresses, shipping option and buyer email the checkout starts with.
 */
export interface CreateCheckoutFromCurrentCartOptions {
  channelType?: ChannelType | undefined;
  shippingAddress?: AddressWithContact['address'] | undefined;
  billingAddress?: AddressWithContact['address'] | undefined;
  selectedShippingOption?: SelectedShippingOption | undefined;
  email?: string | null | undefined;
}

/**
 * The options of `estimateCurrentCartTotals`: the shipping option, addresses and memberships to
 * estimate with, and whether to calculate tax, shipping and additional fees.
 */
export interface EstimateCurrentCartTotalsOptions {
  selectedShippingOption?: SelectedShippingOption | undefined;
  shippingAddress?: AddressWithContact['address'] | undefined;
  billingAddress?: AddressWithContact['address'] | undefined;
  selectedMemberships?: { memberships?: SelectedMembership[] | undefined } | undefined;
  calculateTax?: boolean | null | undefined;
  calculateShipping?: boolean | null | undefined;
  calculateAdditionalFees?: boolean | null | undefined;
}

/**
 * `{ cart }`, as `addToCurrentCart`, `removeLineItemsFromCurrentCart` and friends return it.
 */
export interface CartResponse {
  cart?: Cart | undefined;
}

/**
 * What `createCheckoutFromCurrentCart` answers: the new checkout's id.
 */
export interface CreateCheckoutResponse {
  checkoutId?: string | undefined;
}

/**
 * What `estimateCurrentCartTotals` answers: the cart with its computed totals, taxes, shipping and discounts.
 */
export interface EstimateTotalsResponse {
  cart?: Cart | undefined;
  calculatedLineItems?: CalculatedLineItem[] | undefined;
  priceSummary?: PriceSummary | undefined;
  giftCard?: GiftCard | undefined;
  taxSummary?: TaxSummary | undefined;
  shippingInfo?: ShippingInfo | undefined;
  appliedDiscounts?: AppliedDiscount[] | undefined;
  calculationErrors?: CalculationErrors | undefined;
  weightUnit?: WeightUnit | undefined;
  currency?: string | undefined;
  payNow?: PriceSummary | undefined;
  payLater?: PriceSummary | undefined;
  membershipOptions?: MembershipOptions | undefined;
  additionalFees?: AdditionalFee[] | undefined;
  violations?: Violation[] | undefined;
}
