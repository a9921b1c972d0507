import { describe, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { products } from '../index';

const client = createClient({ modules: { products }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('input types take the nulls the platform SDK declares', () => {
  it('createProduct and updateProduct: a product whose dates are null (as the platform SDK types them)', () => {
    void client.products.createProduct({ name: 'Shirt', lastUpdated: null, _createdDate: null });
    void client.products.updateProduct('p', { lastUpdated: null, _createdDate: null });
  });
});
