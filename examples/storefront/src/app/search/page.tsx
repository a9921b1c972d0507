import type { Metadata } from 'next';
import { Listing, PAGE_SIZE, pageNumber } from '@/components/listing';
import { loadCollections, searchProducts, sortKey } from '@/lib/catalog';
import { serverClient } from '@/lib/server';
import Link from 'next/link';

type Params = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: Params }): Promise<Metadata> {
  const searchText = (await searchParams).q;
  return { title: searchText ? `Search: ${searchText}` : 'All products' };
}

export default async function SearchPage({ searchParams }: { searchParams: Params }) {
  const params = await searchParams;
  const text = String(Array.isArray(params.q) ? params.q[0] : params.q ?? '').trim();
  const sort = sortKey(params.sort);
  const page = pageNumber(params.page);
  const client = await serverClient();
  const [{ items, total }, collections] = await Promise.all([
    searchProducts(client, { text, sort, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
    loadCollections(client).catch(() => []),
  ]);
  const href = (targetPage: number) => `/search?${new URLSearchParams({ ...(text ? { q: text } : {}), sort, page: String(targetPage) })}`;
  return (
    <div className="container">
      <div className="collection-hero">
        <div className="eyebrow">{text ? 'Search results' : 'Shop'}</div>
        <h1>{text ? `“${text}”` : 'All products'}</h1>
        <div className="chips">
          <Link className="chip" href="/search" aria-current={!text ? 'page' : undefined}>
            All
          </Link>
          {collections.map((collection) => (
            <Link key={collection.slug} className="chip" href={`/collections/${collection.slug}`}>
              {collection.name}
            </Link>
          ))}
        </div>
      </div>
      <Listing
        products={items}
        total={total}
        sort={sort}
        page={page}
        hrefFor={href}
        summary={`${total} product${total === 1 ? '' : 's'}${text ? ` for “${text}”` : ''}`}
      />
    </div>
  );
}
