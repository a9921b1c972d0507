import type { ServerClient } from './server';
import { shared } from './shared-cache';

/** The storefront's CMS content, kept in the platform's data collections (seeded on the emulator). */
export interface CmsPage {
  _id: string;
  slug: string;
  title: string;
  /** Rich text (HTML) written by the merchant. */
  body?: string;
  seo?: { title?: string; description?: string };
}
export interface CmsBanner {
  _id: string;
  title: string;
  subtitle?: string;
  link?: string;
  active?: boolean;
  order?: number;
}
export interface CmsFaq {
  _id: string;
  question: string;
  answer?: string;
  order?: number;
}
/** A menu link to a CMS page. */
export interface MenuLink {
  title: string;
  slug: string;
}

/**
 * A menu's page links, read as the platform's commerce template does:
 * `items.query('Menus').include('pages').eq('slug', handle).find()`.
 */
export function loadMenu(client: ServerClient, handle: string): Promise<MenuLink[]> {
  return shared(['menu', handle], async () => {
    const { items: [menu] } = await client.items.query('Menus').include('pages').eq('slug', handle).find();
    return ((menu?.pages ?? []) as CmsPage[]).map((page) => ({ title: page.title, slug: page.slug }));
  });
}

/** A page by slug, or `null`. */
export function loadPage(client: ServerClient, slug: string): Promise<CmsPage | null> {
  return shared(['page', slug], async () => (await client.items.query<CmsPage>('Pages').eq('slug', slug).limit(1).find()).items[0] ?? null);
}

/** The first active banner, for the home hero. */
export function loadHeroBanner(client: ServerClient): Promise<CmsBanner | null> {
  return shared(['hero-banner'], async () => (await client.items.query<CmsBanner>('Banners').eq('active', true).ascending('order').limit(1).find()).items[0] ?? null);
}

/** The FAQ, in order. */
export function loadFaq(client: ServerClient): Promise<CmsFaq[]> {
  return shared(['faq'], async () => (await client.items.query<CmsFaq>('FAQ').ascending('order').find()).items);
}
