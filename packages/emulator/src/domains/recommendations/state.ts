/** The recommendations slice: empty (recommendations are computed from the catalog and the orders on each call). */
import type { RecommendationsState } from './types';

export function initialRecommendationsState(): RecommendationsState {
  return {};
}
