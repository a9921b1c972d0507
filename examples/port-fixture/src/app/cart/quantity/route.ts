import { seeOther } from '../../../lib/see-other';
import { wixClient } from '../../../lib/wix-client';

/** Sets a line's quantity the way the platform's templates send it: `{ id, quantity }`. */
export async function POST(request: Request) {
  const form = await request.formData();
  const lines = [{ id: String(form.get('lineId')), quantity: Number(form.get('quantity')) }];
  const client = await wixClient();
  await client.currentCart.updateCurrentCartLineItemQuantity(lines.map(({ id, quantity }) => ({ id, quantity })));
  return seeOther('/cart');
}
