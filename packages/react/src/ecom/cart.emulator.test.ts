import { expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { catalogReference, products } from '@sitekit/stores';
import { currentCart } from '@sitekit/ecom';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { storefrontClient } from '../../test/helpers';
import { resetSessionQueries } from '../session';
import { siteKitKeys } from '../keys';
import { addToCartMutationOptions, currentCartQueryOptions } from './cart';

// The cart options against the emulator: what the cache holds when a cart mutation outlives the session it started in.
const platform = duringTests(setupEmulator());

it('an add-to-cart that settles after a logout writes nothing of the previous cart into the cache', async () => {
  for (const status of [undefined, 500]) {
    const client = storefrontClient({ products, currentCart });
    const { items } = await client.products.queryProducts().eq('slug', 'canvas-tote-bag').find();
    const lineItems = [{ catalogReference: catalogReference(items[0]!, { Color: 'Natural' }), quantity: 1 }];
    await client.currentCart.addToCurrentCart({ lineItems });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentCartQueryOptions(client));
    platform.emulator.faults.add({ route: 'POST /ecom/v1/carts/current/add-to-cart', latencyMs: 80, times: 1, ...(status && { status }) });
    const settled = new MutationObserver(queryClient, addToCartMutationOptions(client, queryClient)).mutate({ lineItems }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    await resetSessionQueries(queryClient); // what useAuth().logout() does once the session is cleared
    queryClient.setQueryData(siteKitKeys.cart.current(), null); // the next visitor has no cart yet
    await settled;
    expect(queryClient.getQueryData(siteKitKeys.cart.current())).toBeNull();
  }
});
