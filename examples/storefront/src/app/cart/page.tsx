import type { Metadata } from 'next';
import { HydrationBoundary, cartTotalsQueryOptions, createSiteKitQueryClient, currentCartQueryOptions, dehydrate, prefetchSiteKit } from '@sitekit/react/options';
import { CartView } from '@/components/cart-view';
import { serverClient } from '@/lib/server';

export const metadata: Metadata = { title: 'Cart' };

export default async function CartPage() {
  const client = await serverClient();
  const queryClient = createSiteKitQueryClient();
  await prefetchSiteKit(queryClient, currentCartQueryOptions(client), cartTotalsQueryOptions(client)).catch(() => undefined);
  return (
    <div className="container">
      <h1 style={{ marginTop: 32 }}>Your cart</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CartView />
      </HydrationBoundary>
    </div>
  );
}
