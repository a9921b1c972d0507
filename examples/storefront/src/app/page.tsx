import Link from 'next/link';
import { ProductGrid } from '@/components/product-card';
import { LeafIcon, ReturnIcon, TruckIcon } from '@/components/icons';
import { loadCollections, searchProducts } from '@/lib/catalog';
import { loadHeroBanner } from '@/lib/cms';
import { mainImage } from '@/lib/product';
import { serverClient } from '@/lib/server';

export default async function HomePage() {
  const client = await serverClient();
  const [collections, newest, sale, banner] = await Promise.all([
    loadCollections(client),
    searchProducts(client, { sort: 'newest', limit: 8 }),
    loadSale(client),
    loadHeroBanner(client).catch(() => undefined),
  ]);
  const heroImages = newest.items.slice(0, 2).map(mainImage).filter(Boolean) as string[];

  return (
    <>
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

      <section className="section container">
        <div className="section-head">
          <h2>Shop by collection</h2>
          <Link className="link" href="/search">
            View all →
          </Link>
        </div>
        <div className="collection-grid">
          {collections.map((shelf) => (
            <Link key={shelf._id} href={`/collections/${shelf.slug}`} className="collection-card" data-testid="collection-card">
              {shelf.media?.mainMedia?.image?.url ? <img src={shelf.media.mainMedia.image.url} alt="" loading="lazy" /> : null}
              <span>{shelf.name}</span>
            </Link>
          ))}
        </div>
      </section>

      <section className="section container">
        <div className="section-head">
          <h2>New arrivals</h2>
          <Link className="link" href="/search?sort=newest">
            See more →
          </Link>
        </div>
        <ProductGrid products={newest.items} priority={4} />
      </section>

      {sale.length ? (
        <section className="section container">
          <div className="section-head">
            <h2>On sale</h2>
            <Link className="link" href="/collections/sale">
              Shop the sale →
            </Link>
          </div>
          <ProductGrid products={sale} />
        </section>
      ) : null}
    </>
  );
}

async function loadSale(client: Awaited<ReturnType<typeof serverClient>>) {
  try {
    const { collection } = await client.collections.getCollectionBySlug('sale');
    if (!collection?._id) return [];
    return (await searchProducts(client, { collectionId: collection._id, limit: 4 })).items;
  } catch {
    return [];
  }
}
