import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { loadPage } from '@/lib/cms';
import { serverClient } from '@/lib/server';

type Props = { params: Promise<{ slug: string }> };

/** The page (once per request), read before anything is sent: an unknown slug answers 404. */
const page = cache(async (slug: string) => {
  const found = await loadPage(await serverClient(), slug);
  if (!found) notFound();
  return found;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  try {
    const { title, seo } = await page(slug);
    // The layout's template adds the shop's name: a merchant's SEO title that already ends with a name keeps only its first part.
    return { title: (seo?.title ?? title).split(/ [|·–—-] /)[0], ...(seo?.description ? { description: seo.description } : {}) };
  } catch {
    return { title: slug };
  }
}

/** A CMS page (`Pages` collection): title and the merchant's rich-text body; 404 for an unknown slug. */
export default async function CmsPageView({ params }: Props) {
  const { slug } = await params;
  const { title, body } = await page(slug);
  return (
    <div className="container section">
      <div className="crumbs">
        <Link href="/">Home</Link> / <span>{title}</span>
      </div>
      <article className="cms-page" data-testid="cms-page">
        <h1>{title}</h1>
        {/* Merchant-authored rich text from the site's own CMS collection. */}
        {body ? <div dangerouslySetInnerHTML={{ __html: body }} /> : null}
      </article>
    </div>
  );
}
