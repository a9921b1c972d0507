import { describe, expect, it } from 'vitest';
import { allDomains } from './index';

describe('domain list', () => {
  it('has every domain once, and unique route ids', () => {
    expect(allDomains.map((d) => d.name).sort()).toEqual(['auth', 'back-in-stock', 'cart', 'catalog', 'checkout', 'collections', 'coupons', 'data', 'files', 'media', 'members', 'orders', 'recommendations', 'redirects', 'reviews'].sort());
    const ids = allDomains.flatMap((d) => d.routes.map((r) => r.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
