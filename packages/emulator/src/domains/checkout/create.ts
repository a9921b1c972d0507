/** Creating a stored checkout (from the current cart or directly). */
import type { Caller, EngineApi } from '../../engine/types';
import type { StoredLine } from '../commerce/line-items';
import { ownerOf } from '../shared/route-helpers';
import type { MerchantDiscount } from '../commerce/totals';
import { checkoutsOf } from './state';
import type { StoredCheckout } from './types';

/**
 * What `createCheckoutRecord` makes a checkout from: the lines, coupon and discounts, sales channel, buyer
 * details and addresses, and the cart it came from, if any.
 */
export interface NewCheckout {
  cartId?: string | undefined;
  lines: StoredLine[];
  couponId?: string | undefined;
  merchantDiscounts?: MerchantDiscount[] | undefined;
  channelType: string;
  email?: string | undefined;
  shippingAddress?: Record<string, unknown> | undefined;
  billingAddress?: Record<string, unknown> | undefined;
  billingInfo?: Record<string, unknown> | undefined;
  shippingInfo?: Record<string, unknown> | undefined;
  buyerNote?: string | undefined;
  overrideCheckoutUrl?: string | undefined;
}

/** Stores a new open checkout owned by the caller (with a member's email when none is given), its addresses as billing and shipping info; answers it. */
export function createCheckoutRecord(engine: EngineApi, caller: Caller, input: NewCheckout): StoredCheckout {
  const now = engine.now().toISOString();
  const owner = ownerOf(caller);
  const email = input.email ?? (caller.kind === 'member' ? caller.email : undefined);
  const checkout: StoredCheckout = {
    id: engine.newId(),
    ...(input.cartId ? { cartId: input.cartId } : {}),
    lines: input.lines.map((line) => ({ ...line, catalogReference: { ...line.catalogReference } })),
    customLineItems: [],
    ...(input.couponId ? { couponId: input.couponId } : {}),
    ...(input.merchantDiscounts ? { merchantDiscounts: input.merchantDiscounts } : {}),
    ...(input.billingInfo ? { billingInfo: input.billingInfo } : input.billingAddress ? { billingInfo: { address: input.billingAddress } } : {}),
    ...(input.shippingInfo
      ? { shippingInfo: input.shippingInfo }
      : input.shippingAddress
        ? { shippingInfo: { shippingDestination: { address: input.shippingAddress } } }
        : {}),
    buyerInfo: { ...owner, ...(email ? { email } : {}) },
    ...(input.buyerNote ? { buyerNote: input.buyerNote } : {}),
    ...(input.overrideCheckoutUrl ? { overrideCheckoutUrl: input.overrideCheckoutUrl } : {}),
    channelType: input.channelType,
    completed: false,
    owner,
    createdDate: now,
    updatedDate: now,
  };
  checkoutsOf(engine).checkouts[checkout.id] = checkout;
  return checkout;
}
