import { fromEcom } from './wire';

/**
 * Estimated totals wire → SDK, as the platform's SDK reads them: everything but
 * `shippingInfo.shippingDestination.address`, which it leaves in wire names (`addressLine`,
 * `formattedAddress`, `geocode`). The current cart's and a cart's `estimate-totals` answer alike.
 */
/** The part of the wire answer read here: the shipping destination's address, which keeps its wire names. */
type ShippingAddress = { shippingInfo?: { shippingDestination?: { address?: unknown } | undefined } | undefined };

// `T`: the SDK result, as each call that uses this declares it
export const estimatedTotals = <T>(wire: ShippingAddress): T => {
  const sdk = fromEcom<T & { shippingInfo: { shippingDestination: { address?: unknown } } }>(wire);
  const address = wire.shippingInfo?.shippingDestination?.address;
  if (address) sdk.shippingInfo.shippingDestination.address = address;
  return sdk;
};
