import { describe, expect, it } from 'vitest';
import { call, commerceEmulator, demoIds, STORES_APP_ID, visitorToken } from '../../../test/helpers';
import { BEST_SELLERS_ID, RELATED_ITEMS_ID } from './algorithms';

describe('recommendations', () => {
  it('lists the two algorithms', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', '/v1/recommendations/algorithms');
    expect(res.json.availableAlgorithms.map((a: any) => a.config.algorithmType)).toEqual(['RELATED_ITEMS', 'GLOBAL']);
    expect(res.json.availableAlgorithms[0]).toMatchObject({ appId: STORES_APP_ID, catalogAppIds: [STORES_APP_ID], config: { algorithmId: RELATED_ITEMS_ID } });
    expect(res.json.availableAlgorithms[0].config).not.toHaveProperty('id');
  });

  it('RELATED_ITEMS: products sharing a collection with the items, excluding them', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'POST', '/v1/recommendations/get', {
      auth: await visitorToken(emu),
      body: { algorithms: [{ id: RELATED_ITEMS_ID, appId: STORES_APP_ID }], items: [{ catalogItemId: demoIds.ceramicMug, appId: STORES_APP_ID }] },
    });
    const ids = res.json.recommendation.items.map((i: any) => i.catalogItemId);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).not.toContain(demoIds.ceramicMug);
    const products = (await call(emu, 'POST', '/stores-reader/v1/products/query-platformized', { body: { query: { filter: { id: { $in: ids } }, paging: { limit: 100 } } } })).json.products;
    expect(products.every((p: any) => p.collectionIds.includes(demoIds.homeCollection))).toBe(true);
    expect(res.json.recommendation.algorithm).toEqual({ id: RELATED_ITEMS_ID, appId: STORES_APP_ID });
    expect(Object.keys(res.json.recommendation).sort()).toEqual(['algorithm', 'items']);
  });

  it('GLOBAL: best sellers by ordered quantity, then newest; falls through to the next algorithm', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'POST', '/v1/recommendations/get', {
      body: { algorithms: [{ id: RELATED_ITEMS_ID, appId: STORES_APP_ID }, { id: BEST_SELLERS_ID, appId: STORES_APP_ID }], minimumRecommendedItems: 3 },
    });
    const ids = res.json.recommendation.items.map((i: any) => i.catalogItemId);
    expect(ids.slice(0, 2)).toEqual([demoIds.classicCrewTee, demoIds.ceramicMug]);
    expect(res.json.recommendation.algorithm).toEqual({ id: BEST_SELLERS_ID, appId: STORES_APP_ID });
  });

  it('validates: algorithms must not be empty', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'POST', '/v1/recommendations/get', { body: { algorithms: [] } });
    expect(res.status).toBe(400);
    expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'algorithms', violatedRule: 'MIN_SIZE' });
  });
});
