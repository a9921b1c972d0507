import type { CatalogReference } from '../shared/types';
import type { AlgorithmType } from './enums';

export type { CatalogReference };

/** An algorithm to ask for recommendations with: its id and the app that provides it. */
export interface Algorithm {
  _id?: string;
  appId?: string;
}

export interface AlgorithmConfig {
  /** The algorithm id to pass to `getRecommendation` as `_id`. */
  _id?: string;
  name?: string;
  description?: string;
  additionalInfo?: string | null;
  algorithmType?: AlgorithmType;
}

export interface AlgorithmInfo {
  config?: AlgorithmConfig;
  appId?: string;
  algorithmId?: string;
  catalogAppIds?: string[];
}

export interface ListAvailableAlgorithmsResponse {
  availableAlgorithms?: AlgorithmInfo[];
}

export interface GetRecommendationOptions {
  /** The items to recommend for (required by `RELATED_ITEMS` algorithms). */
  items?: CatalogReference[];
  minimumRecommendedItems?: number;
}

/**
 * What `getRecommendation` answers: catalog references of the recommended items.
 */
export interface GetRecommendationResponse {
  recommendation?: {
    items?: CatalogReference[];
    algorithm?: Algorithm;
    [key: string]: unknown;
  };
}
