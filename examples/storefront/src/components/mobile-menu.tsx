'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from './icons';

/**
 * The phone's navigation (the header's links are hidden below 1024 px): a "Menu" button opening every
 * collection and menu page. It closes on navigation and on Escape.
 */
export function MobileMenu({ collections, pages }: { collections: { name: string; slug: string }[]; pages: { title: string; slug: string }[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="icon-btn menu-btn"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((was) => !was)}
        data-testid="menu-button"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">Menu</span>
      </button>
      <nav id="mobile-menu" className="mobile-menu" aria-label="Menu" hidden={!open} data-testid="mobile-menu">
        <div className="container">
          <h2 className="mobile-menu-title">Shop</h2>
          <ul>
            <li>
              <Link href="/search">All products</Link>
            </li>
            {collections.map((collection) => (
              <li key={collection.slug}>
                <Link href={`/collections/${collection.slug}`}>{collection.name}</Link>
              </li>
            ))}
          </ul>
          {pages.length ? (
            <>
              <h2 className="mobile-menu-title">About the shop</h2>
              <ul>
                {pages.map((page) => (
                  <li key={page.slug}>
                    <Link href={`/pages/${page.slug}`}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </nav>
    </>
  );
}
