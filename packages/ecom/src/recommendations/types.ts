import type { CatalogReference } from '../shared/types';
import type { AlgorithmType } from './enums';

export type { CatalogReference };

/** An algorithm to ask for recommendations with: its id and the app that provides it. */
export interface Algorithm {
  _id?: string | undefined;
  appId?: string | undefined;
}

/** How a recommendation algorithm describes itself: its id, name, description, extra info and type (related items or global). */
export interface AlgorithmConfig {
  /** The algorithm id to pass to `getRecommendation` as `_id`. */
  algorithmId?: string | undefined;
  name?: string | undefined;
  description?: string | undefined;
  additionalInfo?: string | null | undefined;
  algorithmType?: AlgorithmType | undefined;
}

/**
 * A recommendation algorithm the site's apps offer: its configuration, the app that provides it, and
 * the catalog apps whose items it recommends.
 */
export interface AlgorithmInfo {
  config?: AlgorithmConfig | undefined;
  appId?: string | undefined;
  algorithmId?: string | undefined;
  catalogAppIds?: string[] | undefined;
}

/** What `listAvailableAlgorithms` answers: the recommendation algorithms the site's apps offer. */
export interface ListAvailableAlgorithmsResponse {
  availableAlgorithms?: AlgorithmInfo[] | undefined;
}

/**
 * The options of `getRecommendation`: the items to recommend for, and the fewest items an algorithm
 * must recommend for its answer to be used.
 */
export interface GetRecommendationOptions {
  /** The items to recommend for (required by `RELATED_ITEMS` algorithms). */
  items?: CatalogReference[] | undefined;
  minimumRecommendedItems?: number | undefined;
}

/**
 * What `getRecommendation` answers: catalog references of the recommended items.
 */
export interface GetRecommendationResponse {
  recommendation?: {
    items?: CatalogReference[] | undefined;
    algorithm?: Algorithm | undefined;
    [key: string]: unknown;
  } | undefined;
}
