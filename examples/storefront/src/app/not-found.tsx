import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="state-box" data-testid="not-found">
      <div className="code">404</div>
      <h1>We can&apos;t find that page</h1>
      <p className="muted">It may have sold out, moved, or never existed. Try a search or browse the shop.</p>
      <form action="/search" style={{ display: 'flex', gap: 8, maxWidth: 360, margin: '0 auto 16px' }}>
        <input className="input" name="q" placeholder="Search products" aria-label="Search products" />
        <button className="btn btn-sm" style={{ height: 46 }} type="submit">
          Search
        </button>
      </form>
      <Link className="link" href="/">
        ← Back to the shop
      </Link>
    </div>
  );
}
