'use client';

import { useMemo, useState } from 'react';
import { useAddToCart, useBackInStockRequest, useProduct } from '@sitekit/react';
import {
  catalogReference,
  choiceAvailable,
  findVariant,
  galleryImages,
  isOutOfStock,
  plainText,
  priceDataOf,
  ribbonOf,
  variantInStock,
  visibleChoices,
  type Selection,
} from '@/lib/product';
import type { ProductLike } from '@/lib/types';
import { Price } from './price';
import { ReturnIcon, TruckIcon } from './icons';
import { useStoreUi } from './store-context';

/** Product page body: gallery, options, quantity, add to cart or "notify me", details. */
export function ProductDetail({ slug }: { slug: string }) {
  const { data, isError, refetch } = useProduct({ slug });
  const product = data as ProductLike | undefined;
  if (isError) {
    return (
      <div className="state-box">
        <p>We could not load this product.</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!product) return null;
  return <ProductView product={product} />;
}

function initialSelection(product: ProductLike): Selection {
  // Preselect options with a single choice; let the shopper pick the rest.
  const out: Selection = {};
  for (const productOption of product.productOptions ?? []) {
    const choices = visibleChoices(productOption);
    if (productOption.name && choices.length === 1 && choices[0]?.description) out[productOption.name] = choices[0].description;
  }
  return out;
}

function ProductView({ product }: { product: ProductLike }) {
  const { openCart, notify } = useStoreUi();
  const addToCart = useAddToCart();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  const images = useMemo(() => galleryImages(product), [product]);
  const options = product.productOptions ?? [];
  const variant = findVariant(product, selection);
  const complete = options.every((productOption) => selection[productOption.name ?? '']);
  const variantPrice = variant?.variant?.priceData;
  const inStock = complete ? variantInStock(product, variant) : !isOutOfStock(product);
  const stockQty = variant?.stock?.trackQuantity ? variant.stock.quantity ?? undefined : undefined;
  const ribbon = isOutOfStock(product) ? 'Sold out' : ribbonOf(product);

  const choose = (option: string, choice: string) => {
    setSelection((previous) => ({ ...previous, [option]: choice }));
    setMissing((previous) => previous.filter((x) => x !== option));
    // A colour choice shows its photo when the product has one.
    const media = options.find((productOption) => productOption.name === option)?.choices?.find((optionChoice) => optionChoice.description === choice)?.media;
    const url = media?.mainMedia?.image?.url ?? media?.items?.[0]?.image?.url;
    const idx = url ? images.findIndex((i) => i.url === url) : -1;
    if (idx >= 0) setImageIndex(idx);
  };

  const add = () => {
    const unset = options.filter((productOption) => !selection[productOption.name ?? '']).map((productOption) => productOption.name ?? '');
    if (unset.length) {
      setMissing(unset);
      return;
    }
    addToCart.mutate(
      { lineItems: [{ catalogReference: catalogReference(product, selection, variant), quantity }] },
      {
        onSuccess: () => {
          notify(`Added ${product.name} to your cart`);
          openCart();
        },
        onError: () => notify('Could not add to cart. Please try again.'),
      },
    );
  };

  const current = images[imageIndex] ?? images[0];
  return (
    <div className="pdp">
      <div className="gallery">
        <div className="gallery-thumbs">
          {images.map((img, i) => (
            <button key={img.id} type="button" aria-label={`Show image ${i + 1}`} aria-current={i === imageIndex} onClick={() => setImageIndex(i)}>
              <img src={img.url} alt="" width={84} height={84} />
            </button>
          ))}
        </div>
        <div className="gallery-main">
          {current ? <img src={current.url} alt={current.alt} width={900} height={900} data-testid="product-image" /> : null}
          {ribbon ? <span className="ribbon" data-kind={ribbon === 'Sold out' ? 'soldout' : ribbon.toLowerCase() === 'sale' ? 'sale' : undefined}>{ribbon}</span> : null}
        </div>
      </div>

      <div className="pdp-info">
        {product.brand ? <div className="eyebrow">{product.brand}</div> : null}
        <h1 data-testid="product-name">{product.name}</h1>
        <Price data={variantPrice ?? priceDataOf(product)} />

        {options.map((productOption) => {
          const name = productOption.name ?? '';
          const chosen = selection[name];
          return (
            <fieldset className="option" key={name}>
              <legend>
                {name}: <span>{chosen ?? (missing.includes(name) ? <b style={{ color: 'var(--danger)' }}>choose one</b> : 'choose one')}</span>
              </legend>
              <div className="choices">
                {visibleChoices(productOption).map((optionChoice) => {
                  const value = optionChoice.description ?? '';
                  const available = choiceAvailable(product, name, value, selection);
                  return productOption.optionType === 'color' ? (
                    <button
                      key={value}
                      type="button"
                      className="swatch"
                      style={{ background: optionChoice.value ?? undefined }}
                      aria-label={`${name} ${value}${available ? '' : ' (sold out)'}`}
                      title={value}
                      aria-pressed={chosen === value}
                      data-unavailable={!available}
                      onClick={() => choose(name, value)}
                    />
                  ) : (
                    <button
                      key={value}
                      type="button"
                      className="size"
                      aria-label={`${name} ${value}${available ? '' : ' (sold out)'}`}
                      aria-pressed={chosen === value}
                      data-unavailable={!available}
                      onClick={() => choose(name, value)}
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}

        {inStock ? (
          <>
            <div className="buy-row">
              <div className="qty">
                <button type="button" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => setQuantity((count) => Math.max(1, count - 1))}>
                  −
                </button>
                <output aria-label="Quantity">{quantity}</output>
                <button
                  type="button"
                  aria-label="Increase quantity"
                  disabled={stockQty !== undefined && quantity >= stockQty}
                  onClick={() => setQuantity((count) => count + 1)}
                >
                  +
                </button>
              </div>
              <button type="button" className="btn btn-accent" onClick={add} disabled={addToCart.isPending} data-testid="add-to-cart">
                {addToCart.isPending ? <span className="spinner" /> : null}
                {addToCart.isPending ? 'Adding…' : 'Add to cart'}
              </button>
            </div>
            <div className="stock-note">
              <span className="dot" data-low={stockQty !== undefined && stockQty <= 3} />
              {stockQty !== undefined && stockQty <= 3 ? `Only ${stockQty} left — order soon` : 'In stock, ships in 1–2 business days'}
            </div>
          </>
        ) : (
          <NotifyMe product={product} selection={selection} variantId={variant?._id ?? undefined} />
        )}

        {product.description ? <p className="desc" style={{ marginTop: 24 }}>{plainText(product.description)}</p> : null}

        <div className="perks-mini">
          <div style={{ display: 'flex', gap: 10 }}>
            <TruckIcon /> Free shipping over $100
          </div>
          <div style={{ display: 'flex', gap: 10 }}>
            <ReturnIcon /> Free returns within 30 days
          </div>
        </div>

        {product.additionalInfoSections?.length ? (
          <div className="info-sections">
            {product.additionalInfoSections.map((section, i) => (
              <details key={section.title ?? i} open={i === 0}>
                <summary>{section.title}</summary>
                <p>{plainText(section.description)}</p>
              </details>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Out of stock: ask the platform to email the shopper when it is back. */
function NotifyMe({ product, selection, variantId }: { product: ProductLike; selection: Selection; variantId?: string }) {
  const request = useBackInStockRequest();
  const [email, setEmail] = useState('');
  const variant = variantId ? product.variants?.find((candidate) => candidate._id === variantId) : undefined;
  const price = variant?.variant?.priceData ?? priceDataOf(product);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    request.mutate({
      request: { email, catalogReference: catalogReference(product, selection, variant), itemUrl: typeof window !== 'undefined' ? window.location.href : undefined },
      itemDetails: { name: product.name ?? '', price: String(price?.discountedPrice ?? price?.price ?? 0), image: galleryImages(product)[0]?.url },
    });
  };
  return (
    <div className="notify" data-testid="notify-me">
      <div className="stock-note" style={{ marginBottom: 8 }}>
        <span className="dot" data-out="true" /> Sold out{Object.keys(selection).length ? ' in this option' : ''}
      </div>
      <h3>Notify me when it&apos;s back</h3>
      {request.isSuccess ? (
        <p className="alert alert-ok" role="status" style={{ marginTop: 12 }}>
          Thanks! We&apos;ll email {email} as soon as it&apos;s back in stock.
        </p>
      ) : (
        <>
          <p className="muted" style={{ margin: 0, fontSize: '0.92rem' }}>
            Leave your email and we&apos;ll let you know the moment it&apos;s restocked.
          </p>
          {request.isError ? <p className="alert" style={{ marginTop: 12 }}>Could not save your request. Check the email and try again.</p> : null}
          <form onSubmit={submit}>
            <label className="sr-only" htmlFor="notify-email">
              Email
            </label>
            <input id="notify-email" className="input" type="email" required placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
            <button className="btn" type="submit" disabled={request.isPending}>
              {request.isPending ? 'Saving…' : 'Notify me'}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
