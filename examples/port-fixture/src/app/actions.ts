'use server';

import { currentCart } from '@wix/ecom';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { wixClient } from '../lib/wix-client';

/** The stores app: catalog references to its products name it. */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const OPTION_PREFIX = 'option:';

/** Adds one of the product (with the chosen options) to the visitor's cart, then shows the cart. */
export async function addToCart(form: FormData): Promise<void> {
  const choices = Object.fromEntries(
    [...form.entries()].filter(([key]) => key.startsWith(OPTION_PREFIX)).map(([key, value]) => [key.slice(OPTION_PREFIX.length), String(value)]),
  );
  const client = await wixClient();
  await client.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: String(form.get('productId')), options: { options: choices } }, quantity: 1 }],
  });
  redirect('/cart');
}

/** Sets a line's quantity the way the platform's templates send it: `{ id, quantity }`. */
export async function setQuantity(form: FormData): Promise<void> {
  const lines = [{ id: String(form.get('lineId')), quantity: Number(form.get('quantity')) }];
  const client = await wixClient();
  await client.currentCart.updateCurrentCartLineItemQuantity(lines.map(({ id, quantity }) => ({ id, quantity })));
  redirect('/cart');
}

/** Removes a line from the cart. */
export async function removeLine(form: FormData): Promise<void> {
  const client = await wixClient();
  await client.currentCart.removeLineItemsFromCurrentCart([String(form.get('lineId'))]);
  redirect('/cart');
}

/** A checkout from the cart and a redirect session to the platform's hosted checkout page. */
export async function checkout(): Promise<void> {
  const client = await wixClient();
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
  const origin = `http://${(await headers()).get('host')}`;
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: checkoutId! },
    callbacks: { postFlowUrl: origin, thankYouPageUrl: `${origin}/cart` },
  });
  redirect(redirectSession!.fullUrl!);
}
