/**
 * The `checkout` module: checkouts, their line items, coupons and gift cards, and orders from them.
 * @example
 * ```ts
 * import { checkout } from '@sitekit/ecom/checkout';
 * const client = createClient({ modules: { checkout }, auth });
 * const c = await client.checkout.getCheckout(checkoutId);
 * ```
 */
export * from './checkout';
export type * from './types';
export {
  ChannelType, ItemTypePreset, LineItemType, ItemAvailabilityStatus, SubscriptionFrequency, WeightUnit, PaymentOptionType,
  TaxableAddressType, RateType, PickupMethod, ChargeType, DiscountType, JurisdictionType, Severity, VatType,
  FileType, DescriptionLineType,
} from '../shared/enums';
export type { DiscountScope, ItemTypeItemType } from '../shared/enums';
