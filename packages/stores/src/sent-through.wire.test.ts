import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { sentThroughTable, wireServer } from '@sitekit/testing';
import { collections, products } from './index';

// Inputs the platform's SDK sends through, sent as it sends them: entity objects with only some
// fields (every field is optional in its types), fields we do not name, ids by their wire name.
sentThroughTable('stores', {
  wire: wireServer(),
  client: () => createClient({ modules: { products, collections }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }) as any,
  reply: { product: {}, collection: {} },
  cases: [
    ['products.createProduct({}) (the platform says what it lacks)', (c) => c.products.createProduct({}),
      { request: 'POST /stores/v1/products', body: { product: {} } }],
    ['products.updateProduct(id, { ribbon, someNewField })', (c) => c.products.updateProduct('p1', { ribbon: 'Sale', someNewField: 1 }),
      { request: 'PATCH /stores/v1/products/p1', body: { product: { id: 'p1', ribbon: 'Sale', someNewField: 1 } } }],
    ['products.updateProduct(id, { id }) (the wire name inside)', (c) => c.products.updateProduct('p1', { id: 'p1', name: 'Tee' }),
      { request: 'PATCH /stores/v1/products/p1', body: { product: { id: 'p1', name: 'Tee' } } }],
    ['products.createCollection({ name })', (c) => c.products.createCollection({ name: 'Summer' }),
      { request: 'POST /stores/v1/collections', body: { collection: { name: 'Summer' } } }],
  ],
});
