import Link from 'next/link';
import type { ProductLike } from '@/lib/types';
import type { SortKey } from '@/lib/sorts';
import { ProductGrid } from './product-card';
import { SortSelect } from './sort-select';

export const PAGE_SIZE = 12;

/** A sorted, paged product listing (search results and collection pages). */
export function Listing({
  products,
  total,
  sort,
  page,
  hrefFor,
  summary,
}: {
  products: ProductLike[];
  total: number;
  sort: SortKey;
  page: number;
  hrefFor: (page: number) => string;
  summary: string;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className="toolbar">
        <span className="muted" data-testid="result-count">
          {summary}
        </span>
        <SortSelect value={sort} />
      </div>
      <ProductGrid products={products} priority={4} />
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? (
            <Link className="btn btn-ghost btn-sm" href={hrefFor(page - 1)}>
              ← Previous
            </Link>
          ) : null}
          <span className="muted" style={{ alignSelf: 'center' }}>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className="btn btn-ghost btn-sm" href={hrefFor(page + 1)}>
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function pageNumber(value: string | string[] | undefined): number {
  const parsed = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
}
