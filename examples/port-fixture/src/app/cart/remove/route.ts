import { seeOther } from '../../../lib/see-other';
import { wixClient } from '../../../lib/wix-client';

/** Removes a line from the cart. */
export async function POST(request: Request) {
  const form = await request.formData();
  const client = await wixClient();
  await client.currentCart.removeLineItemsFromCurrentCart([String(form.get('lineId'))]);
  return seeOther('/cart');
}
