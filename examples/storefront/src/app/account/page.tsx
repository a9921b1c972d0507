import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { HydrationBoundary, createSiteKitQueryClient, dehydrate, memberQueryOptions, ordersQueryOptions, prefetchSiteKit } from '@sitekit/react/options';
import { AccountView } from '@/components/account-view';
import { serverClient } from '@/lib/server';

export const metadata: Metadata = { title: 'My account' };

export default async function AccountPage() {
  const client = await serverClient();
  if (!(client.auth as { loggedIn?: () => boolean }).loggedIn?.()) redirect('/login?returnTo=/account');
  const queryClient = createSiteKitQueryClient();
  await prefetchSiteKit(queryClient, memberQueryOptions(client), ordersQueryOptions(client));
  return (
    <div className="container">
      <h1 style={{ marginTop: 32 }}>My account</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AccountView />
      </HydrationBoundary>
    </div>
  );
}
