/**
 * The `currentCart` module: the visitor's or member's own cart.
 * @example
 * ```ts
 * import { currentCart } from '@sitekit/ecom/current-cart';
 * const client = createClient({ modules: { currentCart }, auth });
 * await client.currentCart.addToCurrentCart({ lineItems });
 * ```
 */
export * from './current-cart';
export type * from './types';
export {
  ChannelType, ItemTypeItemType, LineItemType, ItemAvailabilityStatus, SubscriptionFrequency, WeightUnit, PaymentOptionType,
  TaxableAddressType, RateType, PickupMethod, ChargeType, DiscountScope, DiscountType, JurisdictionType, Severity, VatType,
  FileType, DescriptionLineType,
} from '../shared/enums';
