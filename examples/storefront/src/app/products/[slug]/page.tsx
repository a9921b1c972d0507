import type { Metadata } from 'next';
import { Suspense, cache } from 'react';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isNotFound } from '@sitekit/core';
import { HydrationBoundary, createSiteKitQueryClient, dehydrate, prefetchSiteKit, productQueryOptions } from '@sitekit/react/options';
import { ProductDetail } from '@/components/product-detail';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { ProductFaq } from '@/components/product-faq';
import { ProductReviews } from '@/components/product-reviews';
import { UNAVAILABLE_HEADER } from '@/lib/availability';
import { loadShelf } from '@/lib/catalog';
import { plainText } from '@/lib/product';
import { serverClient } from '@/lib/server';
import type { ProductLike } from '@/lib/types';

type Props = { params: Promise<{ slug: string }> };

/** The product (once per request: metadata and page share it), or `null` when the proxy found the platform unable to give it. */
const loadProduct = cache(async (slug: string) => {
  if ((await headers()).get(UNAVAILABLE_HEADER) === 'product') return null;
  const client = await serverClient();
  const queryClient = createSiteKitQueryClient();
  const options = productQueryOptions(client, { slug });
  await prefetchSiteKit(queryClient, options).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.error) {
    if (isNotFound(state.error)) notFound();
    throw state.error;
  }
  const product = queryClient.getQueryData(options.queryKey) as ProductLike | undefined;
  if (!product) notFound();
  return { queryClient, product };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await loadProduct(slug).catch(() => null);
  if (!loaded) return { title: 'Product unavailable' };
  return { title: loaded.product.name ?? slug, description: plainText(loaded.product.description).slice(0, 160) };
}

/**
 * A product: read before anything is sent, so an unknown slug answers 404; when the platform cannot
 * give it (the proxy answered 503) the page keeps its header, FAQ and shelves around a short notice.
 */
export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const loaded = await loadProduct(slug);
  if (!loaded) {
    return (
      <div className="container">
        <div className="state-box" role="alert" data-testid="product-unavailable">
          <div className="code">Back soon</div>
          <h1>This product could not be loaded</h1>
          <p className="muted">The shop is having trouble reaching its catalogue. Please try again in a minute.</p>
          <Link className="btn btn-accent btn-sm" href={`/products/${encodeURIComponent(slug)}`}>
            Try again
          </Link>
        </div>
        <ProductFaq />
      </div>
    );
  }
  const { queryClient, product } = loaded;
  return (
    <div className="container">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link href="/">Home</Link> / <Link href="/search">Shop</Link> / <span>{product.name}</span>
      </nav>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ProductDetail slug={slug} />
      </HydrationBoundary>
      {product._id ? <ProductReviews productId={product._id} /> : null}
      <ProductFaq />
      <Suspense fallback={<ProductGridSkeleton count={4} />}>
        <Related product={product} />
      </Suspense>
    </div>
  );
}

/** Related products: others from the same collection (else the newest), in their own section; a shelf, shared by every visitor for a minute as the home shelves are. */
async function Related({ product }: { product: ProductLike }) {
  const client = await serverClient();
  const collectionId = product.collectionIds?.find((id) => !id.startsWith('00000000-'));
  const found = await loadShelf(client, collectionId ? { collectionId, limit: 5 } : { sort: 'newest', limit: 5 }).catch(() => null);
  const related = (found?.items ?? []).filter((other) => other._id !== product._id).slice(0, 4);
  if (!related.length) return null;
  return (
    <section className="section" aria-labelledby="related">
      <div className="section-head">
        <h2 id="related">You may also like</h2>
      </div>
      <ProductGrid products={related} />
    </section>
  );
}
