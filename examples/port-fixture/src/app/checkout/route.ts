import { currentCart } from '@wix/ecom';
import { ownOrigin, seeOther } from '../../lib/see-other';
import { wixClient } from '../../lib/wix-client';

/** A checkout from the cart and a redirect session to the platform's hosted checkout page. */
export async function POST(request: Request) {
  const client = await wixClient();
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
  const origin = ownOrigin(request);
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: checkoutId! },
    callbacks: { postFlowUrl: origin, thankYouPageUrl: `${origin}/cart` },
  });
  return seeOther(redirectSession!.fullUrl!);
}
