/** What other domains may use of checkouts: creating one (the cart's create-checkout) and the stored shape orders are placed from. */
export { createCheckoutRecord, type NewCheckout } from './create';
export { checkoutsOf } from './state';
export type { CheckoutState, StoredCheckout } from './types';
