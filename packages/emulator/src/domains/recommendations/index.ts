/** Recommendations (no service prefix): list algorithms, get a recommendation. */
import type { Domain } from '../../engine/types';
import { recommendationRoutes } from './recommendation-routes';
import { initialRecommendationsState } from './state';
import type { RecommendationsState } from './types';

/** The recommendations domain: list the algorithms and get a recommendation, computed from the catalog and the orders on each call. */
export const domain: Domain<RecommendationsState> = {
  name: 'recommendations',
  initialState: initialRecommendationsState,
  routes: recommendationRoutes,
};
