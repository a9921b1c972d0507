'use client';

import { useState, type ReactNode } from 'react';
import { SiteKitProvider, createSiteKitQueryClient } from '@sitekit/react';
import { createBrowserClient } from '@/lib/browser-client';
import type { BrowserSettings } from '@/lib/settings';
import { StoreUiProvider } from './store-context';
import { CartDrawer } from './cart-drawer';

/**
 * One SiteKit client and one QueryClient per browser session. Server components prefetch into their
 * own per-request QueryClient and hand the data over with `HydrationBoundary`.
 */
export function Providers({ settings, loggedIn, children }: { settings: BrowserSettings; loggedIn: boolean; children: ReactNode }) {
  const [queryClient] = useState(() => createSiteKitQueryClient());
  const [client] = useState(() => createBrowserClient(settings, loggedIn));
  return (
    <SiteKitProvider client={client} queryClient={queryClient}>
      <StoreUiProvider settings={settings}>
        {children}
        <CartDrawer />
      </StoreUiProvider>
    </SiteKitProvider>
  );
}
