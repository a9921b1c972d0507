/** Recommendations (no service prefix): list algorithms, get a recommendation. */
import type { Domain } from '../../engine/types';
import { recommendationRoutes } from './recommendation-routes';
import { initialRecommendationsState } from './state';
import type { RecommendationsState } from './types';

export const domain: Domain<RecommendationsState> = {
  name: 'recommendations',
  initialState: initialRecommendationsState,
  routes: recommendationRoutes,
};
