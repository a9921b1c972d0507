import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dataKeys, reviewKeys, siteKitKeys } from './keys';
import { ROOT_KEY as all, invalidateKeys } from './shared';

type Invalidations<M extends string> = Readonly<Record<M, readonly QueryKey[]>>;

/** The current-cart, checkout and back-in-stock mutations. */
export type EcomMutation =
  | 'addToCart' | 'updateLineItemQuantity' | 'removeLineItems' | 'applyCoupon' | 'removeCoupon' | 'checkoutUrl' | 'createBackInStockRequest';

/** The cart-by-id mutations. */
export type CartsMutation = 'createCart' | 'addToCartById' | 'updateCartLineItemsQuantity' | 'removeCartLineItems' | 'updateCart' | 'removeCartCoupon' | 'deleteCart';

/** The member mutations of `membersInvalidations`. */
export type MembersMutation = 'updateSlug' | 'updateProfile' | 'joinCommunity' | 'leaveCommunity' | 'deleteMyMember';

/** The review mutations of `reviewsInvalidations`. */
export type ReviewsMutation = 'createReview';

/** The data item mutations of `dataInvalidations` (in `invalidationMap`: `insertItem`, `updateItem`, …). */
export type DataMutation = 'insert' | 'update' | 'remove' | 'patch';

const CART = [siteKitKeys.cart.current(), siteKitKeys.cart.totals()];
// A cart by id may be the visitor's current cart too: a change to it invalidates both.
const CARTS = [siteKitKeys.carts.all(), siteKitKeys.cart.all()];
const MEMBER = [siteKitKeys.member.all()];
const DATA = [dataKeys.all()];

/**
 * What each cart-by-id mutation invalidates when it settles: the carts by id and the current cart with its totals
 * (a new cart only the carts by id).
 */
export const cartsInvalidations: Invalidations<CartsMutation> = {
  createCart: [siteKitKeys.carts.all()],
  addToCartById: CARTS,
  updateCartLineItemsQuantity: CARTS,
  removeCartLineItems: CARTS,
  updateCart: CARTS,
  removeCartCoupon: CARTS,
  deleteCart: CARTS,
};

/**
 * What each member mutation invalidates when it settles: the member; deleting the account also
 * drops the session's cart and orders.
 */
export const membersInvalidations: Invalidations<MembersMutation> = {
  updateSlug: MEMBER,
  updateProfile: MEMBER,
  joinCommunity: MEMBER,
  leaveCommunity: MEMBER,
  deleteMyMember: [...MEMBER, siteKitKeys.cart.all(), siteKitKeys.orders.all()],
};

/** What each review mutation invalidates when it settles: every review list and summary. */
export const reviewsInvalidations: Invalidations<ReviewsMutation> = { createReview: [reviewKeys.all()] };

/**
 * What each data item mutation invalidates when it settles, for the collection it wrote: every query and item
 * of that collection, and no other collection's.
 */
export const dataInvalidations: Readonly<Record<DataMutation, (collection: string) => readonly QueryKey[]>> = {
  insert: (collection) => [dataKeys.collection(collection)],
  update: (collection) => [dataKeys.collection(collection)],
  remove: (collection) => [dataKeys.collection(collection)],
  patch: (collection) => [dataKeys.collection(collection)],
};

/**
 * The one declared map from each mutation to the query keys it invalidates when it settles, built from
 * `siteKitKeys`. Current-cart mutations invalidate the cart and its totals; a cart-by-id mutation the carts by id
 * and the current cart; a back-in-stock request its list; member mutations the member (deleting the account also
 * the cart and orders); a new review every review list and summary; a data item write (`insertItem`, `updateItem`,
 * `removeItem`, `patchItem`) the data queries (its mutation options narrow that to the collection written:
 * `dataInvalidations`); login and logout every SiteKit query (`useAuth` resets them rather than invalidating them:
 * the previous person's data is dropped at once).
 */
export const invalidationMap: Invalidations<
  EcomMutation | CartsMutation | MembersMutation | ReviewsMutation | `${DataMutation}Item` | 'login' | 'logout'
> = {
  addToCart: CART,
  updateLineItemQuantity: CART,
  removeLineItems: CART,
  applyCoupon: CART,
  removeCoupon: CART,
  checkoutUrl: [],
  createBackInStockRequest: [siteKitKeys.backInStock.all()],
  ...cartsInvalidations,
  ...membersInvalidations,
  ...reviewsInvalidations,
  insertItem: DATA,
  updateItem: DATA,
  removeItem: DATA,
  patchItem: DATA,
  login: [all],
  logout: [all],
};

/**
 * Invalidates what `invalidationMap[name]` lists.
 *
 * @example
 * ```ts
 * await invalidateFor(queryClient, 'logout');
 * ```
 */
export const invalidateFor = (queryClient: QueryClient, name: keyof typeof invalidationMap): Promise<unknown> => invalidateKeys(queryClient, invalidationMap[name]);
