import Link from 'next/link';
import { CartButton } from './cart-button';
import { MobileMenu } from './mobile-menu';
import { SearchIcon, UserIcon } from './icons';

/** Sticky header: logo, collections and the CMS header menu's pages, search, account and the cart button. */
export function Header({
  collections, pages = [], morePages = [], loggedIn,
}: { collections: { name: string; slug: string }[]; pages?: { title: string; slug: string }[]; morePages?: { title: string; slug: string }[]; loggedIn: boolean }) {
  const menuPages = [...pages, ...morePages.filter((page) => !pages.some((other) => other.slug === page.slug))];
  return (
    <>
      <aside className="announce" aria-label="Offer">
        Free shipping over $100 · Use code <strong>SAVE10</strong> for 10% off your first order
      </aside>
      <header className="header">
        <div className="container header-row">
          <MobileMenu collections={collections} pages={menuPages} />
          <Link href="/" className="logo">
            <span className="logo-mark" aria-hidden="true">
              S
            </span>
            <span className="logo-text">SiteKit Supply</span>
          </Link>
          <nav className="nav" aria-label="Collections">
            {collections.slice(0, 5).map((collection) => (
              <Link key={collection.slug} href={`/collections/${collection.slug}`}>
                {collection.name}
              </Link>
            ))}
            {pages.slice(0, 2).map((page) => (
              <Link key={page.slug} href={`/pages/${page.slug}`} data-testid="menu-link">
                {page.title}
              </Link>
            ))}
          </nav>
          <form className="search" action="/search" role="search">
            <SearchIcon />
            <label className="sr-only" htmlFor="site-search">
              Search products
            </label>
            <input id="site-search" name="q" type="search" placeholder="Search" autoComplete="off" />
          </form>
          <div className="header-actions">
            <Link href={loggedIn ? '/account' : '/login'} className="icon-btn" data-testid="account-link">
              <UserIcon />
              <span className="account-label">{loggedIn ? 'Account' : 'Log in'}</span>
            </Link>
            <CartButton />
          </div>
        </div>
      </header>
    </>
  );
}
