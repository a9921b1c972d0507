import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isNotFound } from '@sitekit/core';
import { HydrationBoundary, createSiteKitQueryClient, dehydrate, prefetchSiteKit, productQueryOptions } from '@sitekit/react/options';
import { ProductDetail } from '@/components/product-detail';
import { ProductGrid } from '@/components/product-card';
import { ProductFaq } from '@/components/product-faq';
import { ProductReviews } from '@/components/product-reviews';
import { searchProducts } from '@/lib/catalog';
import { plainText } from '@/lib/product';
import { serverClient, type ServerClient } from '@/lib/server';
import type { ProductLike } from '@/lib/types';

type Props = { params: Promise<{ slug: string }> };

async function loadProduct(slug: string) {
  const client = await serverClient();
  const queryClient = createSiteKitQueryClient();
  const options = productQueryOptions(client, { slug });
  try {
    await prefetchSiteKit(queryClient, options);
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.error) {
    if (isNotFound(state.error)) notFound();
    throw state.error;
  }
  const product = queryClient.getQueryData(options.queryKey) as ProductLike | undefined;
  if (!product) notFound();
  return { client, queryClient, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  try {
    const { product } = await loadProduct(slug);
    return { title: product.name ?? slug, description: plainText(product.description).slice(0, 160) };
  } catch {
    return { title: slug };
  }
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const { client, queryClient, product } = await loadProduct(slug);
  const related = await loadRelated(client, product);
  return (
    <div className="container">
      <div className="crumbs">
        <Link href="/">Home</Link> / <Link href="/search">Shop</Link> / <span>{product.name}</span>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ProductDetail slug={slug} />
      </HydrationBoundary>
      {product._id ? <ProductReviews productId={product._id} /> : null}
      <ProductFaq />
      {related.length ? (
        <section className="section" aria-labelledby="related">
          <div className="section-head">
            <h2 id="related">You may also like</h2>
          </div>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </div>
  );
}

/** Related products: the platform's recommendations, else others from the same collection. */
async function loadRelated(client: ServerClient, product: ProductLike): Promise<ProductLike[]> {
  const others = (items: ProductLike[]) => items.filter((other) => other._id !== product._id).slice(0, 4);
  const collectionId = product.collectionIds?.find((id) => !id.startsWith('00000000-'));
  try {
    const { items } = await searchProducts(client, { collectionId, limit: 5 });
    return others(items);
  } catch {
    return [];
  }
}
