/** Recommendations (no service prefix): list algorithms, get a recommendation. */
import { z } from 'zod';
import { parseBody } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { ALGORITHMS, bestSellers, BEST_SELLERS_ID, RELATED_ITEMS_ID, relatedItems } from './algorithms';
import type { Item, RecommendationsState } from './types';

const itemSchema = z.object({ catalogItemId: z.string().min(1), appId: z.string().min(1) });
const getSchema = z.object({
  algorithms: z.array(z.object({ id: z.string().min(1), appId: z.string().min(1) })).min(1),
  items: z.array(itemSchema).optional(),
  minimumRecommendedItems: z.number().int().min(0).optional(),
});

/**
 * The first algorithm that finds at least the minimum; else the one that found the most. The answer
 * names that algorithm as `recommendation.algorithm` (none when no algorithm found anything).
 */
function getRecommendation(ctx: RouteContext<RecommendationsState>) {
  const input = parseBody(getSchema, ctx.body);
  const items = input.items ?? [];
  const minimum = input.minimumRecommendedItems ?? 1;
  let best: { items: Item[]; algorithm?: { id: string; appId: string } } = { items: [] };
  for (const algorithm of input.algorithms) {
    const found =
      algorithm.id === RELATED_ITEMS_ID ? relatedItems(ctx.engine, items) : algorithm.id === BEST_SELLERS_ID ? bestSellers(ctx.engine, items) : undefined;
    if (!found) continue;
    if (found.length >= minimum) {
      best = { items: found, algorithm };
      break;
    }
    if (found.length > best.items.length) best = { items: found, algorithm };
  }
  return { json: { recommendation: { items: best.items, ...(best.algorithm ? { algorithm: best.algorithm } : {}) } } };
}

/** List the algorithms, and get a recommendation (public). */
export const recommendationRoutes: Route<RecommendationsState>[] = [
  {
    method: 'GET',
    path: '/v1/recommendations/algorithms',
    access: 'public',
    id: 'ecom.recommendations.listAvailableAlgorithms',
    handle: () => ({ json: { availableAlgorithms: ALGORITHMS } }),
  },
  {
    method: 'POST',
    path: '/v1/recommendations/get',
    access: 'public',
    id: 'ecom.recommendations.getRecommendation',
    handle: getRecommendation,
  },
];
