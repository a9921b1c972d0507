import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { isValidationError } from '../errors/guards';
import { ValidationError } from '../errors/validation-error';
import { createClient } from './create-client';
import type { Call } from './define-call';
import { defineService, endpointsOf } from './define-service';
import { isTypedQuery } from '../query/query-builder';

const wire = wireServer();

const products = defineService({
  fqn: 'wix.catalog.api.v1.CatalogWriteApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products',
});
type Items = { items?: { _id: string }[] | undefined; note?: string | undefined };
const updateProduct: Call<(_id: string, product: object) => Promise<unknown>> = products('PATCH /stores/v1/products/{product.id}', {
  name: 'UpdateProduct', args: { _id: { check: 'id', to: 'product.id' }, product: 'object' }, entity: 'product',
});
const getOrder: Call<(_id: string, options?: { fieldsets?: string[] }) => Promise<object | null>> =
  products('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id', options: 'options' }, returns: 'order', entity: 'order', nullOn: 'ORDER_NOT_FOUND' });
const deleteProduct: Call<(_id: string) => Promise<void>> = products('DELETE /stores/v1/products/{id}', { name: 'DeleteProduct', args: { _id: 'id' }, returns: false });
const queryProducts: Call<{ (): string; (query: object): Promise<unknown> }> = products('GET /stores-reader/v1/products/query', {
  name: 'QueryProducts', args: { query: 'query' }, complex: true, fallback: true,
  builder: () => 'builder',
});
const addItems: Call<(options: Items) => Promise<unknown>> = products('POST /x/v1/items', {
  name: 'Add',
  args: { options: { check: (o: Items, name: string) => { if (o?.items?.length === 0) throw new ValidationError([{ field: `${name}.items`, description: 'empty' }]); }, spread: true } },
});
const removeItems: Call<(ids: string[]) => Promise<unknown>> = products('POST /x/v1/items/remove', { name: 'Remove', args: { ids: 'list' }, idempotent: true });
const longGet: Call<(q: string) => Promise<unknown>> = products('GET /x/v1/items', { name: 'List', args: { q: 'value' }, fallback: '/x/v1/items/query', maxUrl: 60 });
const module = { updateProduct, getOrder, deleteProduct, queryProducts, addItems, removeItems, longGet };
const client = () => createClient({ modules: { module }, auth: StaticTokenStrategy({ accessToken: 'T' }) });

describe('defineService', () => {
  it('sends the route with the id in its wire place, the method-name header, and returns the result in SDK shape', async () => {
    wire.reply({ product: { id: 'p1', lastUpdated: '2026-01-01T00:00:00.000Z', name: 'Tee' } });
    const input = { name: 'Tee', ribbon: 'Sale' };
    const result = await client().module.updateProduct('p/1', input);
    const [req] = wire.requests;
    expect(req!.method).toBe('PATCH');
    expect(req!.url.href).toBe('https://www.wixapis.com/stores/v1/products/p%2F1');
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_stores_products,method-fqn=wix.catalog.api.v1.CatalogWriteApi.UpdateProduct,entity=wix.stores.catalog.v1.product',
    );
    expect(JSON.parse(req!.body)).toEqual({ product: { name: 'Tee', ribbon: 'Sale', id: 'p/1' } });
    expect(input).toEqual({ name: 'Tee', ribbon: 'Sale' });
    expect(result).toEqual({ product: { _id: 'p1', lastUpdated: '2026-01-01T00:00:00.000Z', name: 'Tee' } });
  });

  it('unwraps the returned field, spreads options, and resolves null on the named error code', async () => {
    wire.reply({ order: { id: 'o1', createdDate: '2026-01-01T00:00:00.000Z' } });
    const order = await client().module.getOrder('o1', { fieldsets: ['FULL'] });
    expect(wire.requests[0]!.url.href).toBe('https://www.wixapis.com/ecom/v1/orders/o1?id=o1&fieldsets=FULL');
    expect(order).toEqual({ _id: 'o1', _createdDate: new Date('2026-01-01T00:00:00.000Z') });
    wire.reply(HttpResponse.json({ message: 'nope', details: { applicationError: { code: 'ORDER_NOT_FOUND' } } }, { status: 404 }));
    await expect(client().module.getOrder('o2')).resolves.toBeNull();
  });

  it('spreads an argument with a check of its own (`spread`), after the check', async () => {
    wire.reply({});
    await client().module.addItems({ items: [{ _id: 'i1' }], note: 'n' });
    expect(JSON.parse(wire.requests[0]!.body)).toEqual({ items: [{ id: 'i1' }], note: 'n' });
    const error = await client().module.addItems({ items: [] }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(1);
  });

  it('an entity call answered with an empty 200 is MALFORMED_RESPONSE; a call that returns nothing accepts it', async () => {
    wire.reply({});
    await expect(client().module.updateProduct('p1', {})).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    await expect(client().module.getOrder('o1')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    wire.reply(new Response(null, { status: 204 }));
    await expect(client().module.deleteProduct('p1')).resolves.toBeUndefined();
  });

  it.each([
    ['a missing id', () => client().module.updateProduct(undefined as never, {})],
    ['a non-object entity', () => client().module.updateProduct('p1', 42 as never)],
    ['a non-object options', () => client().module.getOrder('o1', 42 as never)],
    ['an empty required list', () => client().module.removeItems([])],
    ['a non-object query', () => client().module.queryProducts(7 as never)],
  ])('%s is a ValidationError before any request', async (_, run) => {
    wire.reply({});
    const error = await run().catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });

  it('a typed query goes as `.r=` with sort field names in wire names; no argument returns the builder', async () => {
    wire.reply({ products: [] });
    expect(client().module.queryProducts()).toBe('builder');
    await client().module.queryProducts({ filter: { _id: { $eq: 'p1' } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }] });
    const r = wire.requests[0]!.url.searchParams.get('.r')!;
    expect(JSON.parse(Buffer.from(r, 'base64url').toString())).toEqual({
      query: { filter: { id: { $eq: 'p1' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] },
    });
  });

  it('a builder gets the call arguments, and `isRequest` decides between sending and building', async () => {
    const made: unknown[][] = [];
    const search: Call<(first?: object, options?: object) => unknown> = products('POST /x/v1/things/query', {
      name: 'QueryThings', args: { query: 'query', options: 'options' }, isRequest: isTypedQuery,
      builder: (_send, endpoint, ...args) => (made.push([endpoint.path, ...args]), 'builder'),
    });
    const typed = createClient({ modules: { typed: { search } }, auth: StaticTokenStrategy({ accessToken: 'T' }) }).typed;
    expect(typed.search({ fieldsets: ['FULL'] })).toBe('builder');
    expect(typed.search()).toBe('builder');
    expect(made).toEqual([['/x/v1/things/query', { fieldsets: ['FULL'] }], ['/x/v1/things/query']]);
    expect(wire.requests).toHaveLength(0);
    wire.reply({ things: [] });
    await typed.search({ filter: {} }, { fieldsets: ['FULL'] });
    expect(JSON.parse(wire.requests[0]!.body)).toEqual({ query: { filter: {} }, fieldsets: ['FULL'] });
    expect(made).toHaveLength(2);
  });

  it('isTypedQuery: a typed query carries a query\'s own fields; builder options do not', () => {
    expect([{ filter: {} }, { sort: [] }, { paging: {} }, { cursorPaging: {} }].map(isTypedQuery)).toEqual([true, true, true, true]);
    expect([undefined, null, {}, { fieldsets: ['FULL'] }, { returnPrivateReviews: true }, 'filter'].map(isTypedQuery)).toEqual([false, false, false, false, false, false]);
  });

  it('endpointsOf gives the endpoint of each declared call by name, as send takes it', () => {
    const { updateProduct, deleteProduct } = endpointsOf({ updateProduct: module.updateProduct, deleteProduct: module.deleteProduct });
    expect(updateProduct).toEqual({
      method: 'PATCH', path: '/stores/v1/products/{product.id}', fqn: 'wix.catalog.api.v1.CatalogWriteApi.UpdateProduct',
      entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products',
      idempotent: undefined, complex: undefined, fallback: undefined, maxUrl: undefined, www: undefined,
      // the method-name header, built once with the declaration
      header: 'environment=js-sdk,package-name=@wix/auto_sdk_stores_products,method-fqn=wix.catalog.api.v1.CatalogWriteApi.UpdateProduct,entity=wix.stores.catalog.v1.product',
    });
    expect(deleteProduct).toMatchObject({ method: 'DELETE', path: '/stores/v1/products/{id}', fqn: 'wix.catalog.api.v1.CatalogWriteApi.DeleteProduct' });
  });

  it('a call may name another package in the method-name header than its service (a call only an older package shipped)', () => {
    const olderCall: Call<() => Promise<unknown>> = products('POST /x/v1/older', { name: 'Older', pkg: '@wix/older_package' });
    const { older } = endpointsOf({ older: olderCall });
    expect(older).toMatchObject({ fqn: 'wix.catalog.api.v1.CatalogWriteApi.Older', pkg: '@wix/older_package' });
    expect(older.header).toBe('environment=js-sdk,package-name=@wix/older_package,method-fqn=wix.catalog.api.v1.CatalogWriteApi.Older,entity=wix.stores.catalog.v1.product');
  });

  it('a declaration takes its signature from its annotation, overloads included (no cast)', async () => {
    const queryThings: Call<{ (): string; (query: { filter?: object }): Promise<{ things?: object[] }> }> =
      products('GET /x/v1/things/query', { name: 'QueryThings', args: { query: 'query' }, complex: true, builder: () => 'builder' });
    const typed = createClient({ modules: { typed: { queryThings } }, auth: StaticTokenStrategy({ accessToken: 'T' }) }).typed;
    const builder: string = typed.queryThings();
    expect(builder).toBe('builder');
    wire.reply({ things: [{ id: 't1' }] });
    const { things }: { things?: object[] } = await typed.queryThings({ filter: {} });
    expect(things).toEqual([{ _id: 't1' }]);
  });

  it('falls back to a POST when the whole URL passes maxUrl', async () => {
    wire.reply({});
    await client().module.longGet('short');
    await client().module.longGet('x'.repeat(40));
    expect(wire.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /x/v1/items', 'POST /x/v1/items/query']);
    expect(JSON.parse(wire.requests[1]!.body)).toEqual({ q: 'x'.repeat(40) });
  });
});
