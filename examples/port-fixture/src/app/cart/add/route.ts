import { STORES_APP_ID } from '../../../lib/catalog';
import { seeOther } from '../../../lib/see-other';
import { wixClient } from '../../../lib/wix-client';

const OPTION_PREFIX = 'option:';

/** Adds one of the product (with the chosen options) to the visitor's cart, then shows the cart. */
export async function POST(request: Request) {
  const form = await request.formData();
  const choices = Object.fromEntries(
    [...form.entries()].filter(([key]) => key.startsWith(OPTION_PREFIX)).map(([key, value]) => [key.slice(OPTION_PREFIX.length), String(value)]),
  );
  const client = await wixClient();
  await client.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: String(form.get('productId')), options: { options: choices } }, quantity: 1 }],
  });
  return seeOther('/cart');
}
