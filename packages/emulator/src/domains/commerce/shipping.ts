/** The one shipping option the emulator offers: standard, $5.00 flat, free from $100. */
import { money } from '../shared/money';
import type { Totals } from './totals';

/** The one shipping option: its code, title and delivery time. */
export const STANDARD_SHIPPING = { code: 'standard', title: 'Standard Shipping', deliveryTime: '3-5 business days' } as const;

/** The ecom `shippingInfo` for totals: the standard option, selected and the only one offered, with its cost and any free-shipping discount; and `destination` when given. */
export function shippingInfoFor(totals: Totals, destination?: Record<string, unknown>) {
  const logistics = { deliveryTime: STANDARD_SHIPPING.deliveryTime };
  const cost = {
    price: money(totals.shippingCents),
    totalPriceBeforeTax: money(totals.shippingCents),
    totalPriceAfterTax: money(totals.shippingCents),
    taxDetails: { taxableAmount: money(totals.shippingCents), taxRate: '0', totalTax: money(0) },
    totalDiscount: money(totals.shippingBeforeDiscountCents - totals.shippingCents),
  };
  return {
    ...(destination ? { shippingDestination: destination } : {}),
    region: { id: 'emulator-domestic', name: 'Domestic' },
    selectedCarrierServiceOption: {
      code: STANDARD_SHIPPING.code,
      title: STANDARD_SHIPPING.title,
      logistics,
      cost,
      requestedShippingOption: true,
      otherCharges: [],
      carrierId: 'emulator-carrier',
    },
    carrierServiceOptions: [
      {
        carrierId: 'emulator-carrier',
        shippingOptions: [{ code: STANDARD_SHIPPING.code, title: STANDARD_SHIPPING.title, logistics, cost: { price: money(totals.shippingBeforeDiscountCents), otherCharges: [] } }],
      },
    ],
  };
}
