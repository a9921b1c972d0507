/**
 * The store setup the platform's commerce templates document for their home page: a collection
 * `hidden-homepage-featured-items` (three featured products) and `hidden-homepage-carousel`
 * (products for a carousel). Storefronts skip collections whose slug starts with `hidden-` in their
 * navigation; the templates read them by slug.
 */
export interface HomepageCollectionRow {
  slug: string;
  name: string;
  color: string;
  description: string;
  /** Product slugs, in display order. */
  products: string[];
}

/** The two hidden home-page collections: featured items and the carousel. */
export const HOMEPAGE_COLLECTION_ROWS: HomepageCollectionRow[] = [
  {
    slug: 'hidden-homepage-featured-items',
    name: 'Featured',
    color: '#1d3557',
    description: 'Three products the home page features.',
    products: ['classic-crew-tee', 'essential-pullover-hoodie', 'canvas-tote-bag'],
  },
  {
    slug: 'hidden-homepage-carousel',
    name: 'Home page carousel',
    color: '#457b9d',
    description: 'Products the home page carousel scrolls through.',
    products: [
      'organic-pocket-tee', 'heavyweight-hoodie', 'wool-beanie', 'leather-card-wallet', 'linen-throw-pillow', 'walnut-serving-board',
    ],
  },
];
