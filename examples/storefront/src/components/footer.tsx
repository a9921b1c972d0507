import Link from 'next/link';

export function Footer({ collections, pages = [] }: { collections: { name: string; slug: string }[]; pages?: { title: string; slug: string }[] }) {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <h2>SiteKit Supply</h2>
          <p>Well-made basics and small things for the home. A demo shop built with SiteKit on Next.js.</p>
        </div>
        <div>
          <h2>Shop</h2>
          <ul>
            {collections.map((collection) => (
              <li key={collection.slug}>
                <Link href={`/collections/${collection.slug}`}>{collection.name}</Link>
              </li>
            ))}
            <li>
              <Link href="/search">All products</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>Account</h2>
          <ul>
            <li>
              <Link href="/account">My account</Link>
            </li>
            <li>
              <Link href="/account#orders">My orders</Link>
            </li>
            <li>
              <Link href="/cart">Cart</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>Help</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.slug}>
                <Link href={`/pages/${page.slug}`}>{page.title}</Link>
              </li>
            ))}
            <li>Free shipping over $100</li>
            <li>30-day returns</li>
            <li>hello@sitekit.dev</li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <span>© {new Date().getFullYear()} SiteKit Supply</span>
        <span>Powered by SiteKit · @sitekit/next · @sitekit/react</span>
      </div>
    </footer>
  );
}
