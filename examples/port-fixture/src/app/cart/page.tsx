import { media } from '@wix/sdk';
import type { currentCart } from '@wix/ecom';
import { wixClient, type WixClient } from '../../lib/wix-client';

export const dynamic = 'force-dynamic';

type LineItem = NonNullable<currentCart.Cart['lineItems']>[number];

/** The visitor's cart, or none before the first add (the platform answers 404 then). */
async function cartOf(client: WixClient): Promise<currentCart.Cart | undefined> {
  try {
    return await client.currentCart.getCurrentCart();
  } catch {
    return undefined;
  }
}

function QuantityButton({ line, quantity, label, testId }: { line: LineItem; quantity: number; label: string; testId: string }) {
  return (
    <form method="post" action="/cart/quantity">
      <input type="hidden" name="lineId" value={line._id ?? ''} />
      <input type="hidden" name="quantity" value={quantity} />
      <button type="submit" aria-label={label} data-testid={testId}>{label === 'Increase quantity' ? '+' : '−'}</button>
    </form>
  );
}

function Line({ line }: { line: LineItem }) {
  const image = media.getImageUrl(line.image ?? '');
  const quantity = line.quantity ?? 0;
  return (
    <div className="line" data-testid="cart-line">
      <img src={image.url} alt={image.altText ?? ''} width={80} height={80} data-testid="line-image" />
      <div>
        <strong>{line.productName?.translated ?? line.productName?.original}</strong>
        <div>
          <QuantityButton line={line} quantity={quantity - 1} label="Decrease quantity" testId="decrease" />{' '}
          <span data-testid="line-quantity">{quantity}</span>{' '}
          <QuantityButton line={line} quantity={quantity + 1} label="Increase quantity" testId="increase" />
        </div>
      </div>
      <form method="post" action="/cart/remove">
        <input type="hidden" name="lineId" value={line._id ?? ''} />
        <button type="submit" data-testid="remove">Remove</button>
      </form>
    </div>
  );
}

export default async function CartPage() {
  const cart = await cartOf(await wixClient());
  const lines = cart?.lineItems ?? [];
  return (
    <>
      <h1>Cart</h1>
      {lines.length === 0 ? <p data-testid="cart-empty">Your cart is empty.</p> : lines.map((line) => <Line key={line._id} line={line} />)}
      {lines.length > 0 && (
        <form method="post" action="/checkout">
          <p>Subtotal: <span data-testid="subtotal">{cart?.subtotal?.formattedConvertedAmount ?? cart?.subtotal?.formattedAmount}</span></p>
          <button type="submit" data-testid="checkout">Checkout</button>
        </form>
      )}
    </>
  );
}
