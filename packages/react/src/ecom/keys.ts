import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ROOT_KEY as all, invalidateKeys } from '../shared';

/** Query keys of the ecom domain (in `siteKitKeys`). @internal */
export const ecomKeys = {
  cart: {
    /** Every cart query. */
    all: () => [...all, 'cart'] as const,
    /** The visitor's current cart. */
    current: () => [...all, 'cart', 'current'] as const,
    /** The current cart's totals. */
    totals: () => [...all, 'cart', 'totals'] as const,
  },
  checkout: {
    /** Every checkout query. */
    all: () => [...all, 'checkout'] as const,
    /** One checkout. */
    detail: (id: string) => [...all, 'checkout', id] as const,
  },
  orders: {
    /** Every order query. */
    all: () => [...all, 'orders'] as const,
    /** One order search. */
    list: (search: unknown = {}) => [...all, 'orders', 'list', search] as const,
    /** One order. */
    detail: (id: string) => [...all, 'orders', 'detail', id] as const,
  },
  recommendations: {
    /** Every recommendation query. */
    all: () => [...all, 'recommendations'] as const,
    /** Recommendations for these catalog items (in any order). */
    forItems: (ids: readonly string[]) => [...all, 'recommendations', [...ids].sort()] as const,
  },
  backInStock: {
    /** Every back-in-stock query. */
    all: () => [...all, 'backInStock'] as const,
    /** The visitor's back-in-stock requests. */
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
