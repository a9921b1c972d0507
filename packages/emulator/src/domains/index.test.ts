import { describe, expect, it } from 'vitest';
import { allDomains } from './index';
import { createEmulator } from '../engine/emulator';
import { API_KEY, call } from '../../test/helpers';

describe('domain list', () => {
  it('has every domain once, and unique route ids', () => {
    expect(allDomains.map((d) => d.name).sort()).toEqual(['auth', 'back-in-stock', 'cart', 'catalog', 'checkout', 'collections', 'coupons', 'data', 'files', 'media', 'members', 'orders', 'recommendations', 'redirects', 'reviews'].sort());
    const ids = allDomains.flatMap((d) => d.routes.map((r) => r.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('ids named like object members', () => {
  // Each request with ID in it: answered for `constructor`, `__proto__` and `toString` exactly as for an id nobody holds.
  const requests: [method: string, path: string, body?: unknown][] = [
    ['GET', '/reviews/v1/reviews/ID'],
    ['DELETE', '/reviews/v1/reviews/ID'],
    ['POST', '/reviews/v1/reviews', { review: { namespace: 'stores', entityId: 'ID', content: { rating: 5 }, author: { contactId: 'c1' } } }],
    ['GET', '/media/ID'],
    ['GET', '/site-media/v1/files/get-file-by-id?fileId=ID'],
    ['GET', '/back-in-stock-service/v1/back-in-stock-notification-requests/ID'],
    ['DELETE', '/back-in-stock-service/v1/back-in-stock-notification-requests/ID'],
    ['POST', '/_api/iam/verification/v1/start', { identityId: 'ID' }],
    ['POST', '/_api/iam/recovery/v1/activation-email', { identityId: 'ID' }],
    ['POST', '/_api/iam/recovery/v1/recover', { recoveryToken: 'ID', password: 'brand-new' }],
    ['GET', '/_emulator/placeholder?session=ID'],
    ['GET', '/_emulator/logout?session=ID'],
    ['GET', '/_emulator/oauth/authorize?session=ID'],
    ['GET', '/_emulator/checkout?checkoutId=ID&session=ID'],
  ];
  it.each([['constructor'], ['__proto__'], ['toString']])('%s is an unknown id', async (id) => {
    const emu = createEmulator();
    const answer = async (name: string, [method, path, body]: (typeof requests)[number]) => {
      const res = await call(emu, method, path.replaceAll('ID', name), { auth: API_KEY, body: body && JSON.parse(JSON.stringify(body).replace('"ID"', JSON.stringify(name))) });
      return [method, path, res.status, res.json?.details?.applicationError?.code ?? res.json?.message];
    };
    for (const request of requests) expect(await answer(id, request)).toEqual(await answer('no-such-id', request));
  });
});
