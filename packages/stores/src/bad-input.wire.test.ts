import { describe, expect, it } from 'vitest';
import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core';
import { wireServer } from '@sitekit/testing';
import { collections, products } from './index';

const wire = wireServer();
const modules = { products, collections };
const client = () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }) }) as any;

/**
 * What each argument must be, and the wrong values tried for it (`NONE`: the argument left out):
 * an id, an entity object ({} is an object: what it lacks is the platform's to say), a non-empty
 * list, a list that may be empty, an optional options object, a typed query, and a query call's
 * first argument (left out, it is the builder: no request).
 */
const NONE = Symbol('none');
const BAD = {
  id: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x'],
  list: [NONE, null, {}, 42, []],
  array: [NONE, null, {}, 42],
  options: [null, 42, 'x'],
  query: [NONE, null, 42],
  builder: [null, 42],
};
type Kind = keyof typeof BAD;

/** Every call of both modules: its arguments' kinds, and valid values for them. */
const CALLS: Record<keyof typeof modules, Record<string, [Kind[], unknown[]]>> = {
  products: {
    createProduct: [['object'], [{}]],
    updateProduct: [['id', 'object'], ['p1', {}]],
    deleteProduct: [['id'], ['p1']],
    getProduct: [['id', 'options'], ['p1', {}]],
    queryProducts: [['builder'], [{}]],
    updateProductVariants: [['id', 'list'], ['p1', [{}]]],
    resetAllProductVariantData: [['id'], ['p1']],
    getStoreVariant: [['id'], ['p1-v1']],
    queryStoreVariants: [['query'], [{}]],
    queryProductVariants: [['id', 'options'], ['p1', {}]],
    getProductOptionsAvailability: [['id', 'object'], ['p1', {}]],
    addProductMedia: [['id', 'list'], ['p1', [{}]]],
    removeProductMedia: [['id', 'array'], ['p1', []]],
    addProductMediaToChoices: [['id', 'list'], ['p1', [{}]]],
    removeProductMediaFromChoices: [['id', 'array'], ['p1', []]],
    createCollection: [['object'], [{}]],
    updateCollection: [['id', 'object'], ['c1', {}]],
    deleteCollection: [['id'], ['c1']],
    addProductsToCollection: [['id', 'list'], ['c1', ['p1']]],
    removeProductsFromCollection: [['id', 'list'], ['c1', ['p1']]],
    getCollectionBySlug: [['id'], ['summer']],
    deleteProductOptions: [['id'], ['p1']],
    removeRibbon: [['id'], ['p1']],
    removeBrand: [['id'], ['p1']],
    bulkUpdateProductsProperty: [['list', 'object'], [['p1'], {}]],
    bulkAdjustProductProperty: [['object', 'list'], [{}, ['p1']]],
  },
  collections: {
    getCollection: [['id'], ['c1']],
    getCollectionBySlug: [['id'], ['summer']],
    queryCollections: [['builder'], [{}]],
  },
};

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
/** Each call with one argument wrong (the others valid; a left-out argument drops the ones after it). */
const cases = Object.entries(CALLS).flatMap(([module, calls]) =>
  Object.entries(calls).flatMap(([name, [kinds, valid]]) =>
    kinds.flatMap((kind, i) => BAD[kind].map((bad) => {
      const args = bad === NONE ? valid.slice(0, i) : valid.map((v, j) => (j === i ? bad : v));
      return [`${module}.${name}(${args.map(show).join(', ')})`, module, name, args] as const;
    }))));

describe('stores: wrong input is a ValidationError before any request', () => {
  it.each(Object.keys(modules))('the table names every exported call of %s', (module) => {
    const exported = Object.entries(modules[module as keyof typeof modules]).filter(([, v]) => isCall(v)).map(([k]) => k);
    expect(Object.keys(CALLS[module as keyof typeof modules]).sort()).toEqual(exported.sort());
  });

  it.each(cases)('%s', async (_, module, name, args) => {
    wire.reply({});
    const error = await client()[module][name](...args).then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });

  it('the valid arguments of the table do go out (so the table tests the checks, not the arguments)', async () => {
    wire.reply({ product: { id: 'p1' }, collection: { id: 'c1' }, variant: { id: 'p1-v1' } });
    for (const [module, calls] of Object.entries(CALLS)) {
      for (const [name, [, valid]] of Object.entries(calls)) await client()[module][name](...valid);
    }
    expect(wire.requests).toHaveLength(Object.values(CALLS).flatMap((c) => Object.keys(c)).length);
  });
});
