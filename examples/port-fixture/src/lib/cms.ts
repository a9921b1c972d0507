import type { WixClient } from './wix-client';

/** The platform templates' menu slugs. */
export const HEADER_MENU = 'next-js-frontend-header-menu';
export const FOOTER_MENU = 'next-js-frontend-footer-menu';

export interface MenuLink {
  title: string;
  path: string;
}

export interface CmsPage {
  title: string;
  slug: string;
  seoTitle?: string;
  seoDescription?: string;
  body?: string;
}

/** The links of a CMS menu: its `pages` multi-reference, included in one query. */
export async function menu(client: WixClient, slug: string): Promise<MenuLink[]> {
  const { items } = await client.items.query('Menus').include('pages').eq('slug', slug).find();
  const pages = (items[0]?.pages ?? []) as CmsPage[];
  return pages.map((page) => ({ title: page.title, path: `/pages/${page.slug}` }));
}

/** The CMS page with this slug, if any. */
export async function cmsPage(client: WixClient, slug: string): Promise<CmsPage | undefined> {
  const { items } = await client.items.query('Pages').eq('slug', slug).limit(1).find();
  const found = items[0];
  if (!found) return undefined;
  return { title: found.title, slug: found.slug, seoTitle: found.seoTitle, seoDescription: found.seoDescription, body: found.body };
}
