/** What other domains may use of back-in-stock requests: the slice (who is waiting for which item). */
export { backInStockOf } from './state';
export type { BackInStockState, StoredRequest } from './types';
