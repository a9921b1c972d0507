import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ROOT_KEY as all, invalidateKeys } from '../shared';

/** Query keys of the ecom domain (in `siteKitKeys`). @internal */
export const ecomKeys = {
  cart: {
    all: () => [...all, 'cart'] as const,
    current: () => [...all, 'cart', 'current'] as const,
    totals: () => [...all, 'cart', 'totals'] as const,
  },
  checkout: {
    all: () => [...all, 'checkout'] as const,
    detail: (id: string) => [...all, 'checkout', id] as const,
  },
  orders: {
    all: () => [...all, 'orders'] as const,
    list: (search: unknown = {}) => [...all, 'orders', 'list', search] as const,
    detail: (id: string) => [...all, 'orders', 'detail', id] as const,
  },
  recommendations: {
    all: () => [...all, 'recommendations'] as const,
    forItems: (ids: readonly string[]) => [...all, 'recommendations', [...ids].sort()] as const,
  },
  backInStock: {
    all: () => [...all, 'backInStock'] as const,
    list: () => [...all, 'backInStock', 'list'] as const,
  },
};

const CART = [ecomKeys.cart.current(), ecomKeys.cart.totals()];

/** The ecom mutations. */
export type EcomMutation =
  | 'addToCart' | 'updateLineItemQuantity' | 'removeLineItems' | 'applyCoupon' | 'removeCoupon' | 'checkoutUrl' | 'createBackInStockRequest';

/**
 * The ecom part of `invalidationMap`: what each ecom mutation invalidates when it settles. Cart
 * mutations invalidate the cart and its totals. @internal
 */
export const ecomInvalidations: Readonly<Record<EcomMutation, readonly QueryKey[]>> = {
  addToCart: CART,
  updateLineItemQuantity: CART,
  removeLineItems: CART,
  applyCoupon: CART,
  removeCoupon: CART,
  checkoutUrl: [],
  createBackInStockRequest: [ecomKeys.backInStock.all()],
};

/** Invalidates what `ecomInvalidations[name]` lists. @internal */
export const invalidateEcom = (queryClient: QueryClient, name: EcomMutation): Promise<unknown> => invalidateKeys(queryClient, ecomInvalidations[name]);
