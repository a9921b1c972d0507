import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cmsPage } from '../../../lib/cms';
import { wixClient } from '../../../lib/wix-client';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await cmsPage(await wixClient(), (await params).slug);
  return page ? { title: page.seoTitle ?? page.title, description: page.seoDescription ?? '' } : {};
}

export default async function CmsPage({ params }: Props) {
  const page = await cmsPage(await wixClient(), (await params).slug);
  if (!page) notFound();
  return (
    <article data-testid="cms-page">
      <h1>{page.title}</h1>
      {/* the body is the site owner's rich text from the CMS */}
      <div dangerouslySetInnerHTML={{ __html: page.body ?? '' }} />
    </article>
  );
}
