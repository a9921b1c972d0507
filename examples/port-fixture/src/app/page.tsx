import { CAROUSEL, collectionProducts, FEATURED, price, thumbnail, type Product } from '../lib/catalog';
import { wixClient } from '../lib/wix-client';

export const dynamic = 'force-dynamic';

function ProductCard({ product, testId }: { product: Product; testId: string }) {
  return (
    <a className="card" href={`/product/${product.slug}`} data-testid={testId}>
      <img src={thumbnail(product, 400)} alt={product.name ?? ''} width={400} height={400} />
      <strong>{product.name}</strong> <span>{price(product)}</span>
    </a>
  );
}

export default async function Home() {
  const client = await wixClient();
  const [featured, carousel] = await Promise.all([collectionProducts(client, FEATURED, 3), collectionProducts(client, CAROUSEL)]);
  return (
    <>
      <h1>Featured</h1>
      <section className="grid">
        {featured.map((product) => <ProductCard key={product._id} product={product} testId="featured-product" />)}
      </section>
      <h2>More to like</h2>
      <section className="grid">
        {carousel.map((product) => <ProductCard key={product._id} product={product} testId="carousel-product" />)}
      </section>
    </>
  );
}
