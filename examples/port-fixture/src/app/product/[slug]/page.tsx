import { notFound } from 'next/navigation';
import { price, productBySlug, thumbnail } from '../../../lib/catalog';
import { wixClient } from '../../../lib/wix-client';

export const dynamic = 'force-dynamic';

export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {
  const product = await productBySlug(await wixClient(), (await params).slug);
  if (!product) notFound();
  return (
    <article className="line">
      <img src={thumbnail(product, 600)} alt={product.name ?? ''} width={600} height={600} style={{ width: 320 }} />
      <div>
        <h1 data-testid="product-name">{product.name}</h1>
        <p>{price(product)}</p>
        <form method="post" action="/cart/add">
          <input type="hidden" name="productId" value={product._id ?? ''} />
          {(product.productOptions ?? []).map((option) => (
            <label key={option.name} style={{ display: 'block', margin: '0.5rem 0' }}>
              {option.name}{' '}
              <select name={`option:${option.name}`} defaultValue={option.choices?.[0]?.description ?? ''}>
                {(option.choices ?? []).map((choice) => (
                  <option key={choice.description} value={choice.description ?? ''}>{choice.description}</option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" data-testid="add-to-cart">Add to cart</button>
        </form>
      </div>
    </article>
  );
}
