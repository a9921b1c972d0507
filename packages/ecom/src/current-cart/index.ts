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
// Values for the enumerations cart code switches on (`currentCart.ChannelType.WEB`, a line item's
// availability); every other eCommerce enumeration is a type here and a value on `checkout`
// (`checkout.WeightUnit.KG`), which keeps this entry within its 2 KB budget.
export { ChannelType, ItemAvailabilityStatus } from '../shared/enums';
export type {
  ItemTypePreset, ItemTypeItemType, SubscriptionFrequency, WeightUnit, PaymentOptionType, DescriptionLineType, LineItemType, TaxableAddressType,
  RateType, PickupMethod, ChargeType, DiscountScope, DiscountType, JurisdictionType, Severity, VatType, FileType,
} from '../shared/enums';
