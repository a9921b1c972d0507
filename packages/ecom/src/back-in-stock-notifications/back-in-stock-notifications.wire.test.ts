import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { backInStockNotifications } from '../back-in-stock-notifications';
import { clientWith, decodeR, expectRequest, refusedBeforeSending } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ backInStockNotifications });
const BASE = 'https://www.wixapis.com/back-in-stock-service/v1/back-in-stock-notification-requests';
const call = (method: string, url: string, name: string, body?: unknown) => ({
  method, url: BASE + url, body, pkg: 'ecom_back-in-stock-notifications',
  fqn: `com.wixpress.ecom.back.in.stock.BackInStockNotificationRequestService.${name}`,
  entity: 'wix.ecom.v1.back_in_stock_notification_request',
});
const REF = { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } };
const WIRE_REQUEST = {
  id: 'r1', email: 'a@b.c', status: 'RECEIVED', catalogReference: REF, createdDate: '2024-05-01T10:00:00.000Z',
  itemDetails: { name: 'Shirt', image: { id: 'i.jpg', width: 4, height: 3 } },
};
const SDK_REQUEST = {
  _id: 'r1', email: 'a@b.c', status: 'RECEIVED', catalogReference: REF, _createdDate: new Date('2024-05-01T10:00:00.000Z'),
  itemDetails: { name: 'Shirt', image: 'wix:image://v1/i.jpg/i.jpg#originWidth=4&originHeight=3' },
};

describe('backInStockNotifications wire', () => {
  // The platform's SDK sends the wix:image string itself as `url`, and the file name as `altText`.
  const IMAGE = 'wix:image://v1/i.jpg/shirt.jpg#originWidth=4&originHeight=3';
  const IMAGE_ON_WIRE = { id: 'i.jpg', url: IMAGE, width: 4, height: 3, altText: 'shirt.jpg', filename: 'shirt.jpg' };

  it('createBackInStockNotificationRequest: POST { request, itemDetails } with the image as an object, unwraps .request', async () => {
    wire.reply({ request: WIRE_REQUEST });
    const result = await client.backInStockNotifications.createBackInStockNotificationRequest(
      { email: 'a@b.c', catalogReference: REF },
      { name: 'Shirt', price: '25.00', image: IMAGE, itemUrl: 'https://s/shirt' },
    );
    expect(result).toEqual(SDK_REQUEST);
    expectRequest(wire.requests[0], call('POST', '', 'CreateBackInStockNotificationRequest', {
      request: { email: 'a@b.c', catalogReference: REF },
      itemDetails: {
        name: 'Shirt', price: '25.00', itemUrl: 'https://s/shirt',
        image: IMAGE_ON_WIRE,
      },
    }));
  });

  it('queryBackInStockNotificationRequests(): builder → GET with .r=, cursor page from requests/metadata, next page by cursor', async () => {
    wire.reply(
      { requests: [WIRE_REQUEST], metadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } },
      { requests: [], metadata: { count: 0, cursors: {}, hasNext: false } },
    );
    const page = await client.backInStockNotifications.queryBackInStockNotificationRequests()
      .eq('catalogReference.catalogItemId', 'p1').descending('_createdDate').limit(10).find();
    expect(page.items).toEqual([SDK_REQUEST]);
    expect(page.hasNext()).toBe(true);
    expect(page.cursors).toEqual({ next: 'c2' });
    const req = wire.requests[0]!;
    expectRequest(req, call('GET', req.url.search, 'QueryBackInStockNotificationRequests'));
    expect([...req.url.searchParams.keys()]).toEqual(['.r']);
    expect(decodeR(req.url)).toEqual({
      query: { filter: { 'catalogReference.catalogItemId': { $eq: 'p1' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 10 } },
    });
    const second = await page.next();
    expect(second.items).toEqual([]);
    expect(decodeR(wire.requests[1]!.url)).toEqual({ query: { cursorPaging: { limit: 10, cursor: 'c2' } } });
  });

  it('queryBackInStockNotificationRequests(): a long query falls back to POST …/query with a JSON body', async () => {
    wire.reply({ requests: [], metadata: {} });
    const ids = Array.from({ length: 200 }, (_, i) => `request-id-${i}-${'x'.repeat(10)}`);
    await client.backInStockNotifications.queryBackInStockNotificationRequests().in('_id', ids).find();
    expectRequest(wire.requests[0], call('POST', '/query', 'QueryBackInStockNotificationRequests', {
      query: { filter: { id: { $in: ids } }, cursorPaging: { limit: 50 } },
    }));
  });

  it('queryBackInStockNotificationRequests(query): typed query → full response { requests, metadata }', async () => {
    const metadata = { count: 1, hasNext: false };
    wire.reply({ requests: [WIRE_REQUEST], metadata });
    const result = await client.backInStockNotifications.queryBackInStockNotificationRequests({ filter: { status: 'RECEIVED' }, cursorPaging: { limit: 5 } });
    expect(result).toEqual({ requests: [SDK_REQUEST], metadata });
    const req = wire.requests[0]!;
    expectRequest(req, call('GET', req.url.search, 'QueryBackInStockNotificationRequests'));
    expect(decodeR(req.url)).toEqual({ query: { filter: { status: 'RECEIVED' }, cursorPaging: { limit: 5 } } });
  });

  it('getBackInStockNotificationRequest: GET with id in path and query, unwraps .request', async () => {
    wire.reply({ request: WIRE_REQUEST });
    await expect(client.backInStockNotifications.getBackInStockNotificationRequest('r1')).resolves.toEqual(SDK_REQUEST);
    expectRequest(wire.requests[0], call('GET', '/r1?id=r1', 'GetBackInStockNotificationRequest'));
  });

  it('deleteBackInStockNotificationRequest: DELETE with id in path and query, resolves void', async () => {
    wire.reply({});
    await expect(client.backInStockNotifications.deleteBackInStockNotificationRequest('r1')).resolves.toBeUndefined();
    expectRequest(wire.requests[0], call('DELETE', '/r1?id=r1', 'DeleteBackInStockNotificationRequest'));
  });

  it('markAsNotificationSent: PUT with body { id }, returns { request }', async () => {
    wire.reply({ request: { ...WIRE_REQUEST, status: 'NOTIFICATION_SENT' } });
    await expect(client.backInStockNotifications.markAsNotificationSent('r1')).resolves.toEqual({ request: { ...SDK_REQUEST, status: 'NOTIFICATION_SENT' } });
    expectRequest(wire.requests[0], call('PUT', '/r1/mark-as-notification-sent', 'MarkAsNotificationSent', { id: 'r1' }));
  });

  it('getBackInStockNotificationRequestsCountByCatalogReferences: complex GET (.r=), returns the full response', async () => {
    wire.reply({ countsPerCatalogReference: [{ catalogReference: REF, count: 3 }] });
    await expect(client.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([REF]))
      .resolves.toEqual({ countsPerCatalogReference: [{ catalogReference: REF, count: 3 }] });
    const req = wire.requests[0]!;
    expect(req.url.pathname).toBe('/back-in-stock-service/v1/back-in-stock-notification-requests/count-by-catalog-reference');
    expectRequest(req, call('GET', '/count-by-catalog-reference' + req.url.search, 'GetBackInStockNotificationRequestsCountByCatalogReferences'));
    expect(decodeR(req.url)).toEqual({ catalogReferences: [REF] });
  });

  it('reportItemsBackInStock: POST { itemDetails (image as the SDK sends it), catalogReference, requestIds, extraAutomationTemplateParameters }, resolves {}', async () => {
    wire.reply({});
    await expect(client.backInStockNotifications.reportItemsBackInStock(
      { name: 'Shirt', price: '25.00', image: IMAGE },
      { catalogReference: REF, requestIds: ['r1'], extraAutomationTemplateParameters: { a: 'b' } },
    )).resolves.toEqual({});
    expectRequest(wire.requests[0], call('POST', '/report-items-back-in-stock', 'ReportItemsBackInStock', {
      itemDetails: { name: 'Shirt', price: '25.00', image: IMAGE_ON_WIRE }, catalogReference: REF, requestIds: ['r1'], extraAutomationTemplateParameters: { a: 'b' },
    }));
  });

  it('exposes Status on the module', () => {
    expect(client.backInStockNotifications.Status.NOTIFICATION_SENT).toBe('NOTIFICATION_SENT');
  });
});

describe('backInStockNotifications input checks (before any request)', () => {
  const refused = refusedBeforeSending(wire);

  it('missing ids, request, item details and references', async () => {
    const bis = client.backInStockNotifications;
    await refused(bis.getBackInStockNotificationRequest(''), '_id');
    await refused(bis.deleteBackInStockNotificationRequest(''), '_id');
    await refused(bis.markAsNotificationSent(undefined as never), '_id');
    await refused(bis.createBackInStockNotificationRequest(undefined as never, {}), 'request');
    await refused(bis.createBackInStockNotificationRequest({}, undefined as never), 'itemDetails');
    await refused(bis.getBackInStockNotificationRequestsCountByCatalogReferences([]), 'catalogReferences');
    await refused(bis.reportItemsBackInStock(undefined as never), 'itemDetails');
  });
});
