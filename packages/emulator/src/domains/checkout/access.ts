/** What other domains may use of checkouts: creating one (the cart's create-checkout), the slice and the stored shape. */
export { createCheckoutRecord, type NewCheckout } from './create';
export type { CheckoutState, StoredCheckout } from './types';
