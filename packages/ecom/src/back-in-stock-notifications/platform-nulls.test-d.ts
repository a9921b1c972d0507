import { describe, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { backInStockNotifications } from '../index';

const client = createClient({ modules: { backInStockNotifications }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('input types take what the platform SDK declares', () => {
  it('createBackInStockNotificationRequest: a request with a null id and item URL, and autoNotified', () => {
    void client.backInStockNotifications.createBackInStockNotificationRequest(
      { _id: null, email: 'a@b.c', catalogReference: { appId: 'app', catalogItemId: 'p' }, itemUrl: null, autoNotified: true },
      { name: 'Shirt', price: '10' },
    );
  });
});
