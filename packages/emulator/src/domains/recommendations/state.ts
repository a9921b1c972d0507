/** The recommendations slice: empty (recommendations are computed from the catalog and the orders on each call). */
import type { RecommendationsState } from './types';

/** The recommendations slice at start: empty, as it always stays. */
export function initialRecommendationsState(): RecommendationsState {
  return {};
}
