import { fromEcom } from './wire';

/**
 * Estimated totals wire → SDK, as the platform's SDK reads them: everything but
 * `shippingInfo.shippingDestination.address`, which it leaves in wire names (`addressLine`,
 * `formattedAddress`, `geocode`). The current cart's and a cart's `estimate-totals` answer alike.
 */
// `any`: the wire answer has no declared shape; the SDK result is typed by each call that uses this.
export const estimatedTotals = (wire: any): any => {
  const sdk = fromEcom(wire);
  const address = wire.shippingInfo?.shippingDestination?.address;
  if (address) sdk.shippingInfo.shippingDestination.address = address;
  return sdk;
};
