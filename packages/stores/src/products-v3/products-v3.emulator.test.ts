import { describe, expect, it } from 'vitest';
import { createClient, isApplicationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { productsV3 } from '../index';

duringTests(setupEmulator());
const CREW_TEE = '10000000-0000-4000-8000-000000000001';
const visitor = async () => createClient({ modules: { productsV3 }, auth: StaticTokenStrategy({ accessToken: await visitorToken() }) });

describe('productsV3 on the emulator', () => {
  it('getProduct and getProductBySlug read the demo catalog in the v3 shape, with variants', async () => {
    const client = await visitor();
    const product = await client.productsV3.getProduct(CREW_TEE, { fields: [productsV3.SingleEntityOpsRequestedFields.URL, 'CURRENCY'] });
    expect(product).toMatchObject({ _id: CREW_TEE, name: 'Classic Crew Tee', slug: 'classic-crew-tee', productType: 'PHYSICAL', currency: 'USD' });
    expect(product._createdDate).toBeInstanceOf(Date);
    expect(product.url).toBe('https://www.wixapis.com/product-page/classic-crew-tee');
    expect(product.media?.main?.image).toMatch(/^wix:image:\/\/v1\/classic-crew-tee\.svg\//);
    expect(product.actualPriceRange?.minValue).toEqual({ amount: '25.00', formattedAmount: '$25.00' });
    expect(product.variantsInfo?.variants).toHaveLength(12);
    expect(product.variantsInfo!.variants![0]!._id).toEqual(expect.any(String));
    const { product: bySlug } = await client.productsV3.getProductBySlug('classic-crew-tee');
    expect(bySlug?._id).toBe(CREW_TEE);
  });

  it('an unknown product is PRODUCT_NOT_FOUND', async () => {
    const client = await visitor();
    const error = await client.productsV3.getProductBySlug('no-such-product').catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('queryProducts(): a cursor builder over the catalog, sorted, paged with next()', async () => {
    const client = await visitor();
    const first = await client.productsV3.queryProducts({ fields: ['CURRENCY'] }).eq('visible', true).descending('_createdDate').limit(4).find();
    expect(first.items).toHaveLength(4);
    expect(first.items[0]!.actualPriceRange?.minValue?.formattedAmount).toMatch(/^\$/);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    const ids = [...first.items, ...second.items].map((product) => product._id);
    expect(new Set(ids).size).toBe(8);
    const { products } = await client.productsV3.queryProducts({ filter: { slug: 'classic-crew-tee' } });
    expect(products?.map((product) => product._id)).toEqual([CREW_TEE]);
  });

  it('searchProducts: free text in the name, cursor paging metadata', async () => {
    const client = await visitor();
    const { products, pagingMetadata } = await client.productsV3.searchProducts({ search: { expression: 'tee', fields: ['name'] }, cursorPaging: { limit: 50 } });
    expect(products!.length).toBeGreaterThan(0);
    expect(products!.every((product) => /tee/i.test(product.name ?? ''))).toBe(true);
    expect(pagingMetadata?.count).toBe(products!.length);
  });
});
