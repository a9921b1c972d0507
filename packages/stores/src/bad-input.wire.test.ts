import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer } from '@sitekit/testing';
import { collections, products, productsV3 } from './index';

const modules = { products, collections, productsV3 };

/**
 * What each argument must be, and the wrong values tried for it (`NONE`: the argument left out):
 * an id, an entity object ({} is an object: what it lacks is the platform's to say), a non-empty
 * list, a list that may be empty, an optional options object, a typed query, and a query call's
 * first argument (left out, it is the builder: no request).
 */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x'],
  list: [NONE, null, {}, 42, []],
  array: [NONE, null, {}, 42],
  options: [null, 42, 'x'],
  query: [NONE, null, 42],
  builder: [null, 42],
};

badInputTable('stores', {
  wire: wireServer(),
  client: () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }) }),
  guards: { isCall, isValidationError },
  reply: { product: { id: 'p1' }, collection: { id: 'c1' }, variant: { id: 'p1-v1' } },
  modules,
  bad: BAD,
  /** Every call of the three modules: its arguments' kinds, and valid values for them. */
  calls: {
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
    productsV3: {
      getProduct: [['id', 'options'], ['p1', {}]],
      getProductBySlug: [['id', 'options'], ['tee', {}]],
      searchProducts: [['query', 'options'], [{}, {}]],
      // `{}` is the builder's options (not a typed query): the request goes out on `find()`
      queryProducts: [['builder'], [{}], (builder: any) => builder.find()],
    },
  },
});
