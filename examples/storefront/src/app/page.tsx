import { Suspense } from 'react';
import Link from 'next/link';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { LeafIcon, ReturnIcon, TruckIcon } from '@/components/icons';
import { SectionUnavailable } from '@/components/section-unavailable';
import { loadCollectionBySlug, loadCollections, loadShelf } from '@/lib/catalog';
import { loadHeroBanner } from '@/lib/cms';
import { mainImage } from '@/lib/product';
import { serverClient } from '@/lib/server';

const NEWEST = { sort: 'newest', limit: 8 } as const;

/**
 * The home page: each section reads the platform on its own and streams in, so a failing call leaves
 * one section's fallback, not an empty page. Reads every visitor shares are cached across requests.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <div className="container perks">
        <div>
          <TruckIcon /> Free shipping on orders over $100
        </div>
        <div>
          <ReturnIcon /> Free 30-day returns
        </div>
        <div>
          <LeafIcon /> Organic and recycled materials
        </div>
      </div>

      <section className="section container" aria-labelledby="shop-by-collection">
        <div className="section-head">
          <h2 id="shop-by-collection">Shop by collection</h2>
          <Link className="link" href="/search">
            View all →
          </Link>
        </div>
        <Suspense fallback={<div className="collection-grid" aria-busy="true" />}>
          <CollectionShelf />
        </Suspense>
      </section>

      <section className="section container" aria-labelledby="new-arrivals">
        <div className="section-head">
          <h2 id="new-arrivals">New arrivals</h2>
          <Link className="link" href="/search?sort=newest">
            See more →
          </Link>
        </div>
        <Suspense fallback={<ProductGridSkeleton count={8} />}>
          <NewArrivals />
        </Suspense>
      </section>

      <Suspense fallback={null}>
        <SaleShelf />
      </Suspense>
    </>
  );
}

async function Hero() {
  const client = await serverClient();
  const [banner, newest, collections] = await Promise.all([
    loadHeroBanner(client).catch(() => null),
    loadShelf(client, NEWEST).catch(() => ({ items: [] })),
    loadCollections(client).catch(() => []),
  ]);
  const heroImages = newest.items.slice(0, 2).map(mainImage).filter(Boolean) as string[];
  return (
    <section className="hero">
      <div className="container hero-grid">
        <div>
          <div className="eyebrow">New season · Autumn edit</div>
          <h1 data-testid="hero-title">{banner?.title ?? 'Well-made basics, built to be worn for years.'}</h1>
          <p>{banner?.subtitle ?? 'Organic tees, heavyweight hoodies and handmade things for the home — from small makers we know by name.'}</p>
          <div className="hero-actions">
            {banner?.link ? (
              <Link href={banner.link} className="btn btn-accent">
                Shop the edit
              </Link>
            ) : null}
            <Link href="/search" className="btn btn-accent">
              Shop all products
            </Link>
            {collections[0] ? (
              <Link href={`/collections/${collections[0].slug}`} className="btn btn-ghost">
                Browse {collections[0].name}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          {heroImages.map((src) => (
            <img key={src} src={src} alt="" width={500} height={500} />
          ))}
        </div>
      </div>
    </section>
  );
}

async function CollectionShelf() {
  const collections = await loadCollections(await serverClient()).catch(() => null);
  if (!collections) return <SectionUnavailable what="The collections" />;
  return (
    <div className="collection-grid">
      {collections.map((shelf) => (
        <Link key={shelf._id} href={`/collections/${shelf.slug}`} className="collection-card" data-testid="collection-card">
          {shelf.media?.mainMedia?.image?.url ? <img src={shelf.media.mainMedia.image.url} alt="" loading="lazy" /> : null}
          <span>{shelf.name}</span>
        </Link>
      ))}
    </div>
  );
}

async function NewArrivals() {
  const newest = await loadShelf(await serverClient(), NEWEST).catch(() => null);
  if (!newest) return <SectionUnavailable what="New arrivals" />;
  return <ProductGrid products={newest.items} priority={4} />;
}

/** The sale shelf; nothing at all when the shop has no sale or it cannot be read (it is optional). */
async function SaleShelf() {
  const client = await serverClient();
  const items = await loadCollectionBySlug(client, 'sale')
    .then(async (collection) => (collection?._id ? (await loadShelf(client, { collectionId: collection._id, limit: 4 })).items : []))
    .catch(() => []);
  if (!items.length) return null;
  return (
    <section className="section container" aria-labelledby="on-sale">
      <div className="section-head">
        <h2 id="on-sale">On sale</h2>
        <Link className="link" href="/collections/sale">
          Shop the sale →
        </Link>
      </div>
      <ProductGrid products={items} />
    </section>
  );
}
