import type { ChannelType } from '../shared/enums';
import type {
  Address, AppliedDiscount, BuyerInfo, CustomLineItem, ExtendedFields, AddressWithContact, LineItem, SelectedMembership,
  SelectedShippingOption,
} from '../shared/types';
import type { Cart, CartResponse } from '../current-cart/types';

export type {
  Address, AddressLocation, AddressWithContact, AppliedDiscount, BuyerInfo, CalculatedLineItem, CatalogReference, Coupon,
  CustomLineItem, DescriptionLine, ExtendedFields, ItemAvailabilityInfo, ItemType, LineItem, LineItemQuantityUpdate,
  MultiCurrencyPrice, PhysicalProperties, PriceSummary, ProductName, SelectedMembership, SelectedShippingOption,
  ShippingInfo, StreetAddress, TaxSummary,
} from '../shared/types';
export type { Cart, CartResponse, CreateCheckoutResponse, EstimateTotalsResponse } from '../current-cart/types';

/** The options of `createCart`: the cart's own fields, a coupon code, and its first line items. */
export interface CreateCartOptions {
  /** Cart fields to start with (buyer note, contact info, business location, …). */
  cartInfo?: Cart | undefined;
  couponCode?: string | null | undefined;
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItem[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
}

/** The cart fields `updateCart` may change; the platform ignores read-only ones. */
export interface UpdateCartInfo {
  _id?: string | null | undefined;
  lineItems?: LineItem[] | undefined;
  buyerNote?: string | null | undefined;
  buyerInfo?: BuyerInfo | undefined;
  currency?: string | undefined;
  conversionCurrency?: string | undefined;
  buyerLanguage?: string | null | undefined;
  siteLanguage?: string | null | undefined;
  taxIncludedInPrices?: boolean | null | undefined;
  weightUnit?: Cart['weightUnit'] | undefined;
  checkoutId?: string | null | undefined;
  appliedDiscounts?: AppliedDiscount[] | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  contactInfo?: AddressWithContact | undefined;
  overrideCheckoutUrl?: string | null | undefined;
  purchaseFlowId?: string | null | undefined;
  selectedShippingOption?: SelectedShippingOption | undefined;
  extendedFields?: ExtendedFields | undefined;
  businessLocationId?: string | null | undefined;
  paymentCurrency?: string | undefined;
  revision?: string | null | undefined;
}

/** The options of `updateCart`: cart fields to change, a coupon code, and line items to add. */
export interface UpdateCartOptions {
  cartInfo?: UpdateCartInfo | undefined;
  couponCode?: string | null | undefined;
  lineItems?: LineItem[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
}

/** The options of `addToCart`: the catalog and custom line items to add, and the business location. */
export interface AddToCartOptions {
  /** Catalog line items; quantities are integers of at least 1. */
  lineItems?: LineItem[] | undefined;
  customLineItems?: CustomLineItem[] | undefined;
  businessLocationId?: string | null | undefined;
}

/**
 * The options of `createCheckout`: the sales channel, and the addresses, shipping option and buyer
 * email the checkout starts with.
 */
export interface CreateCheckoutOptions {
  channelType?: ChannelType | undefined;
  shippingAddress?: Address | undefined;
  billingAddress?: Address | undefined;
  selectedShippingOption?: SelectedShippingOption | undefined;
  email?: string | null | undefined;
}

/** The memberships to estimate with: each with its id, app id and the line items it covers. */
export interface SelectedMemberships {
  memberships?: SelectedMembership[] | undefined;
}

/**
 * The options of `estimateTotals`: the shipping option, addresses and memberships to estimate with,
 * and whether to calculate tax, shipping and additional fees.
 */
export interface EstimateTotalsOptions {
  selectedShippingOption?: SelectedShippingOption | undefined;
  shippingAddress?: Address | undefined;
  billingAddress?: Address | undefined;
  selectedMemberships?: SelectedMemberships | undefined;
  calculateTax?: boolean | null | undefined;
  calculateShipping?: boolean | null | undefined;
  calculateAdditionalFees?: boolean | null | undefined;
}

/** What `addToCart` answers: `{ cart }`. */
export type AddToCartResponse = CartResponse;
/** What `removeLineItems` answers: `{ cart }`. */
export type RemoveLineItemsResponse = CartResponse;
/** What `removeCoupon` answers: `{ cart }`. */
export type RemoveCouponResponse = CartResponse;
/** What `updateLineItemsQuantity` answers: `{ cart }`. */
export type UpdateLineItemsQuantityResponse = CartResponse;
/** What `removeBusinessLocation` answers: `{ cart }`. */
export type RemoveBusinessLocationResponse = CartResponse;
