import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, ref, visitorToken } from '../../../test/helpers';

const B = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const sherpa = ref(demoIds.sherpaHoodieOutOfStock);
const body = (email: string, catalogReference: unknown = sherpa) => ({
  request: { catalogReference, email, itemUrl: 'https://shop.example/product-page/sherpa-lined-hoodie' },
  itemDetails: { name: 'Sherpa-Lined Hoodie', price: '89.00', image: { id: 'sherpa-lined-hoodie.svg', url: 'https://www.wixapis.com/media/sherpa-lined-hoodie.svg', width: 1000, height: 1000 } },
});

describe('back-in-stock notification requests', () => {
  it('a visitor creates and reads their request; duplicates and bad emails are refused', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const created = await call(emu, 'POST', B, { auth: token, body: body('fan@example.com') });
    expect(created.status).toBe(200);
    expect(created.json.request).toMatchObject({ email: 'fan@example.com', status: 'RECEIVED', catalogReference: sherpa, itemDetails: { name: 'Sherpa-Lined Hoodie' }, createdDate: expect.any(String) });
    const id = created.json.request.id as string;
    expect((await call(emu, 'GET', `${B}/${id}?id=${id}`, { auth: token })).json.request.id).toBe(id);
    expect((await call(emu, 'GET', `${B}/${id}`, { auth: await visitorToken(emu) })).status).toBe(404);
    const dup = await call(emu, 'POST', B, { auth: token, body: body('FAN@example.com') });
    expect(dup.status).toBe(409);
    expect(dup.json.details.applicationError.code).toBe('BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS');
    const bad = await call(emu, 'POST', B, { auth: token, body: body('not-an-email') });
    expect(bad.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'request.email', violatedRule: 'FORMAT' });
    expect((await call(emu, 'POST', B, { body: body('x@example.com') })).status).toBe(401);
    expect((await call(emu, 'DELETE', `${B}/${id}`, { auth: token })).status).toBe(200);
    expect((await call(emu, 'GET', `${B}/${id}`, { auth: API_KEY })).json.details.applicationError.code).toBe('BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND');
  });

  it('queries with cursor paging over GET .r= and the POST fallback (API key)', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    for (const n of [1, 2, 3, 4, 5]) await call(emu, 'POST', B, { auth: token, body: body(`fan${n}@example.com`) });
    await call(emu, 'POST', B, { auth: token, body: body('mug@example.com', ref(demoIds.ceramicMug)) });
    expect((await call(emu, 'GET', B, { auth: token })).status).toBe(403);
    const query = { filter: { 'catalogReference.catalogItemId': demoIds.sherpaHoodieOutOfStock }, sort: [{ fieldName: 'email', order: 'DESC' }], cursorPaging: { limit: 2 } };
    const page1 = await call(emu, 'GET', B, { auth: API_KEY, r: { query } });
    expect(page1.json.requests.map((r: any) => r.email)).toEqual(['fan5@example.com', 'fan4@example.com']);
    expect(page1.json.metadata).toMatchObject({ count: 2, hasNext: true, cursors: { prev: null } });
    // With a cursor, filter and sort come from the cursor (the ones sent here are ignored).
    const page2 = await call(emu, 'POST', `${B}/query`, { auth: API_KEY, body: { query: { filter: { email: 'nobody' }, cursorPaging: { limit: 2, cursor: page1.json.metadata.cursors.next } } } });
    expect(page2.json.requests.map((r: any) => r.email)).toEqual(['fan3@example.com', 'fan2@example.com']);
    const page3 = await call(emu, 'GET', B, { auth: API_KEY, r: { query: { cursorPaging: { limit: 2, cursor: page2.json.metadata.cursors.next } } } });
    expect(page3.json.requests.map((r: any) => r.email)).toEqual(['fan1@example.com']);
    expect(page3.json.metadata).toMatchObject({ count: 1, hasNext: false, cursors: { next: null, prev: expect.any(String) } });
  });

  it('counts by catalog reference, reports items back in stock, marks as sent (PUT)', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const a = (await call(emu, 'POST', B, { auth: token, body: body('a@example.com') })).json.request.id as string;
    await call(emu, 'POST', B, { auth: token, body: body('b@example.com') });
    await call(emu, 'POST', B, { auth: token, body: body('c@example.com', ref(demoIds.ceramicMug)) });
    const counts = await call(emu, 'GET', `${B}/count-by-catalog-reference`, { auth: API_KEY, r: { catalogReferences: [sherpa, ref(demoIds.ceramicMug), ref('none')] } });
    expect(counts.json.countsPerCatalogReference.map((c: any) => c.count)).toEqual([2, 1, 0]);
    expect((await call(emu, 'GET', `${B}/count-by-catalog-reference`, { auth: API_KEY })).status).toBe(400);
    const marked = await call(emu, 'PUT', `${B}/${a}/mark-as-notification-sent`, { auth: API_KEY, body: { id: a } });
    expect(marked.json.request.status).toBe('NOTIFICATION_SENT');
    expect((await call(emu, 'PUT', `${B}/${a}/mark-as-notification-sent`, { auth: token, body: {} })).status).toBe(403);
    await call(emu, 'POST', `${B}/report-items-back-in-stock`, { auth: API_KEY, body: { catalogReference: sherpa, itemDetails: { name: 'Sherpa-Lined Hoodie' } } });
    const statuses = await call(emu, 'POST', `${B}/query`, { auth: API_KEY, body: { query: { filter: { status: 'RECEIVED' } } } });
    expect(statuses.json.requests.map((r: any) => r.email)).toEqual(['c@example.com']);
  });
});
