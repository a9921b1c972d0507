import Link from 'next/link';
import { colorOption, isOutOfStock, mainImage, priceDataOf, ribbonOf, visibleChoices } from '@/lib/product';
import type { ProductLike } from '@/lib/types';
import { Price } from './price';
import { SearchIcon } from './icons';

/** One product in a grid: image, ribbon, brand, name, price and colour dots. Server-rendered. */
export function ProductCard({ product, priority = false }: { product: ProductLike; priority?: boolean }) {
  const image = mainImage(product);
  const soldOut = isOutOfStock(product);
  const ribbon = soldOut ? 'Sold out' : ribbonOf(product);
  const colors = colorOption(product);
  const kind = soldOut ? 'soldout' : ribbon?.toLowerCase() === 'sale' ? 'sale' : undefined;
  return (
    // No prefetch: a product page reads the platform when rendered, and a grid of 24 prefetched cards cost 24 calls per listing view.
    <Link href={`/products/${product.slug}`} className="product-card" data-testid="product-card" prefetch={false}>
      <div className="media">
        {image ? <img src={image} alt={product.name ?? ''} loading={priority ? 'eager' : 'lazy'} width={600} height={600} /> : null}
        {ribbon ? (
          <span className="ribbon" data-kind={kind}>
            {ribbon}
          </span>
        ) : null}
      </div>
      <div>
        {product.brand ? <div className="brand">{product.brand}</div> : null}
        <div className="name">{product.name}</div>
      </div>
      <Price data={priceDataOf(product)} />
      {colors ? (
        <div className="swatch-dots" aria-label={`${visibleChoices(colors).length} colours`}>
          {visibleChoices(colors).map((choice) => (
            <i key={choice.description} style={{ background: choice.value ?? undefined }} title={choice.description ?? ''} />
          ))}
        </div>
      ) : null}
    </Link>
  );
}

export function ProductGrid({ products, priority = 0 }: { products: ProductLike[]; priority?: number }) {
  if (products.length === 0) {
    return (
      <div className="empty">
        <div className="icon">
          <SearchIcon />
        </div>
        <p>No products match. Try another search or collection.</p>
      </div>
    );
  }
  return (
    <div className="product-grid">
      {products.map((product, i) => (
        <ProductCard key={product._id ?? product.slug ?? i} product={product} priority={i < priority} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <div className="sk-card" key={i}>
          <div className="skeleton sk-img" />
          <div className="skeleton sk-line" style={{ width: '40%' }} />
          <div className="skeleton sk-line" style={{ width: '75%' }} />
          <div className="skeleton sk-line" style={{ width: '25%' }} />
        </div>
      ))}
    </div>
  );
}
