/**
 * The store setup the platform's commerce templates document, on the default demo data: the two
 * `hidden-homepage-*` collections with their products, the `Pages` and `Menus` CMS collections with
 * the templates' menu slugs, read the way the templates read them (by slug, menus with their pages).
 */
import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, visitorToken } from '../../test/helpers';

const ITEMS = '/wix-data/v2/items/query';
const productsIn = async (emu: ReturnType<typeof commerceEmulator>, collectionId: string) =>
  (await call(emu, 'POST', '/stores-reader/v1/products/query-platformized', { body: { query: { filter: { collectionIds: { $hasSome: [collectionId] } }, paging: { limit: 100 } } } })).json;

describe('the platform templates’ store setup in the demo data', () => {
  it('hidden-homepage-featured-items: found by slug, holds three products', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', '/v2/collections/slug/hidden-homepage-featured-items');
    expect(res.status).toBe(200);
    expect(res.json.collection).toMatchObject({ id: demoIds.homepageFeaturedCollection, slug: 'hidden-homepage-featured-items', numberOfProducts: 3, visible: true });
    const { products } = await productsIn(emu, demoIds.homepageFeaturedCollection);
    expect(products.map((p: any) => p.slug).sort()).toEqual(['canvas-tote-bag', 'classic-crew-tee', 'essential-pullover-hoodie']);
    expect(products.every((p: any) => p.media.mainMedia.image.url.endsWith(`/media/${p.slug}.svg`))).toBe(true);
  });

  it('hidden-homepage-carousel: found by slug and through the V1 reader, holds products for a carousel', async () => {
    const emu = commerceEmulator();
    const v1 = await call(emu, 'GET', '/stores-reader/v1/collections/slug/hidden-homepage-carousel');
    expect(v1.json.collection).toMatchObject({ id: demoIds.homepageCarouselCollection });
    const { products, metadata } = await productsIn(emu, demoIds.homepageCarouselCollection);
    expect(metadata.total).toBe(6);
    expect(products.every((p: any) => p.collectionIds.includes(demoIds.allProductsCollection))).toBe(true);
  });

  it('Pages: title, slug, seoTitle, seoDescription and a rich-text body, queried by slug', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const res = await call(emu, 'GET', ITEMS, { auth: token, r: { dataCollectionId: 'Pages', query: { filter: { slug: { $eq: 'shipping-returns' } } } } });
    expect(res.status).toBe(200);
    expect(res.json.dataItems).toHaveLength(1);
    expect(res.json.dataItems[0].data).toMatchObject({
      slug: 'shipping-returns',
      title: 'Shipping & returns',
      seoTitle: 'Shipping & returns | SiteKit Demo Store',
      seoDescription: 'Delivery times, costs and our 30-day returns.',
      body: expect.stringContaining('<h2>Shipping</h2>'),
    });
  });

  it.each([
    ['next-js-frontend-header-menu', ['about', 'shipping-returns', 'care-guide']],
    ['next-js-frontend-footer-menu', ['about', 'shipping-returns', 'privacy', 'terms']],
  ])('Menus %s includes its pages in order through the multi-reference', async (slug, pages) => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const res = await call(emu, 'GET', ITEMS, { auth: token, r: { dataCollectionId: 'Menus', query: { filter: { slug: { $eq: slug } } }, includeReferences: [{ field: 'pages' }] } });
    expect(res.status).toBe(200);
    const [menu] = res.json.dataItems;
    expect(menu.data.slug).toBe(slug);
    expect(menu.data.pages.map((p: any) => p.slug)).toEqual(pages);
    expect(menu.data.pages[0]).toMatchObject({ title: 'About us', seoTitle: 'About us | SiteKit Demo Store' });
  });

  it('a rich-text field takes only strings on write, and its words are found by search', async () => {
    const emu = commerceEmulator();
    const body = (value: unknown) => ({ dataCollectionId: 'Pages', dataItem: { data: { slug: 'x', title: 'X', body: value } } });
    const bad = await call(emu, 'POST', '/wix-data/v2/items', { auth: API_KEY, body: body(42) });
    expect(bad.status).toBe(400);
    const good = await call(emu, 'POST', '/wix-data/v2/items', { auth: API_KEY, body: body('<p>Hello</p>') });
    expect(good.status).toBe(200);
    const token = await visitorToken(emu);
    const found = await call(emu, 'POST', '/wix-data/v2/items/search', { auth: token, body: { dataCollectionId: 'Pages', search: { search: { expression: 'renewable' } } } });
    expect(found.json.dataItems.map((i: any) => i.data.slug)).toEqual(['about']);
  });
});
