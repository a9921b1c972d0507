/**
 * The `orders` module: orders and the payments collector (module name as the platform's SDK gives it).
 * @example
 * ```ts
 * import { orders } from '@sitekit/ecom/orders';
 * const client = createClient({ modules: { orders }, auth });
 * const order = await client.orders.getOrder(orderId);
 * ```
 */
export * from './orders';
export * from './payments-collector';
export * from './enums';
export type * from './types';
// `ChargeType` is the orders module's own (a platform fee's `PASS_ON` / `ABSORBED`), from './enums'.
export {
  ChannelType, ItemTypePreset, SubscriptionFrequency, WeightUnit, PaymentOptionType, TaxableAddressType, RateType,
  PickupMethod, DiscountType, JurisdictionType, VatType, FileType, DescriptionLineType,
} from '../shared/enums';
export type { DiscountScope, ItemTypeItemType } from '../shared/enums';
