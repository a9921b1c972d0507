import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FOOTER_MENU, HEADER_MENU, menu, type MenuLink } from '../lib/cms';
import { wixClient } from '../lib/wix-client';
import './globals.css';

export const metadata: Metadata = { title: 'Port fixture', description: 'A storefront written for the platform SDK, running on SiteKit' };

function MenuBar({ links, testId }: { links: MenuLink[]; testId: string }) {
  return (
    <nav data-testid={testId}>
      {links.map((link) => (
        <a key={link.path} href={link.path} data-testid="menu-link">
          {link.title}
        </a>
      ))}
    </nav>
  );
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const client = await wixClient();
  const [header, footer] = await Promise.all([menu(client, HEADER_MENU), menu(client, FOOTER_MENU)]);
  return (
    <html lang="en">
      <body>
        <header>
          <a href="/" className="brand">Port fixture</a>
          <MenuBar links={header} testId="header-menu" />
          <a href="/cart" data-testid="cart-link">Cart</a>
          <a href="/account">Account</a>
        </header>
        <main>{children}</main>
        <footer>
          <MenuBar links={footer} testId="footer-menu" />
        </footer>
      </body>
    </html>
  );
}
