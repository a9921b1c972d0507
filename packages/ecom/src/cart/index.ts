/**
 * The `cart` module: carts by id (create, read, update, delete, line items, coupon, totals, checkout).
 * @example
 * ```ts
 * import { cart } from '@sitekit/ecom/cart';
 * const client = createClient({ modules: { cart }, auth });
 * const created = await client.cart.createCart({ lineItems });
 * await client.cart.addToCart(created._id!, { lineItems });
 * ```
 */
export * from './cart';
export type {
  AddToCartOptions, AddToCartResponse, Cart, CartResponse, CreateCartOptions, CreateCheckoutOptions, CreateCheckoutResponse,
  EstimateTotalsOptions, EstimateTotalsResponse, RemoveBusinessLocationResponse, RemoveCouponResponse, RemoveLineItemsResponse,
  SelectedMemberships, UpdateCartInfo, UpdateCartOptions, UpdateLineItemsQuantityResponse,
  Address, AddressLocation, AddressWithContact, AppliedDiscount, BuyerInfo, CalculatedLineItem, CatalogReference, Coupon,
  CustomLineItem, DescriptionLine, ExtendedFields, ItemAvailabilityInfo, ItemType, LineItem, LineItemQuantityUpdate,
  MultiCurrencyPrice, PhysicalProperties, PriceSummary, ProductName, SelectedMembership, SelectedShippingOption,
  ShippingInfo, StreetAddress, TaxSummary,
} from './types';
// The enumeration values cart code switches on (`cart.ChannelType.WEB`, a line item's availability).
export { ChannelType, ItemAvailabilityStatus } from '../shared/enums';
export type { ItemTypePreset, PaymentOptionType, WeightUnit } from '../shared/enums';
