import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationBoundary, createSiteKitQueryClient, currentCartQueryOptions, dehydrate, prefetchSiteKit } from '@sitekit/react/options';
import { Providers } from '@/components/providers';
import { Header } from '@/components/header';
import { Footer } from '@/components/footer';
import { browserSettings } from '@/lib/settings';
import { serverClient } from '@/lib/server';
import { loadCollections } from '@/lib/catalog';
import { loadMenu } from '@/lib/cms';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'SiteKit Supply — well-made basics', template: '%s · SiteKit Supply' },
  description: 'A demo storefront built with SiteKit on Next.js, running on the SiteKit platform emulator.',
};

export const viewport: Viewport = { themeColor: '#1f4d3f', width: 'device-width', initialScale: 1 };

/** The shell: collections for the nav, the visitor's cart (hydrated for the cart button), login state. */
async function loadShell() {
  const queryClient = createSiteKitQueryClient();
  try {
    const client = await serverClient();
    const [collections, headerMenu, footerMenu] = await Promise.all([
      loadCollections(client).catch(() => []),
      loadMenu(client, 'header').catch(() => []),
      loadMenu(client, 'footer').catch(() => []),
      prefetchSiteKit(queryClient, currentCartQueryOptions(client)).catch(() => undefined),
    ]);
    const loggedIn = Boolean((client.auth as { loggedIn?: () => boolean } | undefined)?.loggedIn?.());
    return { collections, headerMenu, footerMenu, loggedIn, state: dehydrate(queryClient) };
  } catch {
    return { collections: [], headerMenu: [], footerMenu: [], loggedIn: false, state: dehydrate(queryClient) };
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell();
  const nav = shell.collections.map((collection) => ({ name: collection.name ?? '', slug: collection.slug ?? '' }));
  return (
    <html lang="en">
      <body>
        <Providers settings={browserSettings()} loggedIn={shell.loggedIn}>
          <HydrationBoundary state={shell.state}>
            <Header collections={nav} pages={shell.headerMenu} morePages={shell.footerMenu} loggedIn={shell.loggedIn} />
          </HydrationBoundary>
          <main>{children}</main>
          <Footer collections={nav} pages={shell.footerMenu} />
        </Providers>
      </body>
    </html>
  );
}
