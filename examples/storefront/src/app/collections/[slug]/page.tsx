import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Listing, PAGE_SIZE, pageNumber } from '@/components/listing';
import { loadCollectionBySlug, loadCollections, searchProducts, sortKey } from '@/lib/catalog';
import { plainText } from '@/lib/product';
import { serverClient } from '@/lib/server';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The collection (once per request), read before anything is sent: an unknown slug answers 404. */
const loadCollection = cache(async (slug: string) => {
  const client = await serverClient();
  const collection = await loadCollectionBySlug(client, slug);
  if (!collection?._id) notFound();
  return { client, collection: { ...collection, _id: collection._id } };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await loadCollection(slug).catch(() => null);
  return { title: loaded?.collection.name ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()) };
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const sort = sortKey(query.sort);
  const page = pageNumber(query.page);
  const { client, collection } = await loadCollection(slug);
  const [{ items, total }, collections] = await Promise.all([
    searchProducts(client, { collectionId: collection._id, sort, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
    loadCollections(client).catch(() => []),
  ]);
  const href = (targetPage: number) => `/collections/${slug}?${new URLSearchParams({ sort, page: String(targetPage) })}`;
  return (
    <div className="container">
      <div className="crumbs">
        <Link href="/">Home</Link> / <Link href="/search">Shop</Link> / <span>{collection.name}</span>
      </div>
      <div className="collection-hero">
        <h1>{collection.name}</h1>
        {collection.description ? <p>{plainText(collection.description)}</p> : null}
        <div className="chips">
          {collections.map((shelf) => (
            <Link key={shelf.slug} className="chip" href={`/collections/${shelf.slug}`} aria-current={shelf.slug === slug ? 'page' : undefined}>
              {shelf.name}
            </Link>
          ))}
        </div>
      </div>
      <Listing products={items} total={total} sort={sort} page={page} hrefFor={href} summary={`${total} product${total === 1 ? '' : 's'}`} />
    </div>
  );
}
