import { media } from '@wix/sdk';
import { products } from '@wix/stores';
import type { WixClient } from './wix-client';

/** The stores app: catalog references to its products name it. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** The collections the platform's templates read for the home page. */
export const FEATURED = 'hidden-homepage-featured-items';
export const CAROUSEL = 'hidden-homepage-carousel';

export type Product = products.Product;

/** Physical products of the collection with this slug (none when it does not exist). */
export async function collectionProducts(client: WixClient, slug: string, limit = 12): Promise<Product[]> {
  const { collection } = await client.collections.getCollectionBySlug(slug);
  if (!collection?._id) return [];
  const { items } = await client.products
    .queryProducts()
    .hasSome('collectionIds', [collection._id])
    .eq('productType', products.ProductType.physical)
    .limit(limit)
    .find();
  return items;
}

/** The product with this slug, if any. */
export async function productBySlug(client: WixClient, slug: string): Promise<Product | undefined> {
  const { items } = await client.products.queryProducts().eq('slug', slug).limit(1).find();
  return items[0];
}

/** A square thumbnail URL of the product's main image ('' without one). */
export function thumbnail(product: Product, size: number): string {
  const url = product.media?.mainMedia?.image?.url;
  return url ? media.getScaledToFillImageUrl(url, size, size, {}) : '';
}

/** The product's formatted price (its discounted price when on sale). */
export function price(product: Product): string {
  return product.priceData?.formatted?.discountedPrice ?? product.priceData?.formatted?.price ?? '';
}
