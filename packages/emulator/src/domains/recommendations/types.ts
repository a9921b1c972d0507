/** A catalog item a recommendation is asked for or answers with. */
export interface Item {
  catalogItemId: string;
  appId: string;
}

/** Recommendations keep no state of their own: they are computed from the catalog and the orders. */
export type RecommendationsState = Record<string, never>;
