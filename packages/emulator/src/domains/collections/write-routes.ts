/** Store collection writes (V1, `/stores/v1/collections…`, API key only). */
import { z } from 'zod';
import { applicationError, notFound, parseBody, raise } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { addProductsToCollection, ALL_PRODUCTS_COLLECTION_ID, catalogOf, removeProductsFromCollection } from '../catalog/access';
import { uniqueSlug } from './state';
import { toWireCollection } from './wire-collection';
import type { CollectionsState, StoredCollection } from './types';

type Ctx = RouteContext<CollectionsState>;

const mediaSchema = z.object({ mainMedia: z.unknown().optional() }).passthrough().optional();
const createSchema = z.object({
  collection: z.object({
    name: z.string().min(1).max(50),
    slug: z.string().min(1).optional(),
    description: z.string().max(600).optional(),
    visible: z.boolean().optional(),
    media: mediaSchema,
  }),
});
const updateSchema = z.object({
  collection: z.object({
    name: z.string().min(1).max(50).optional(),
    slug: z.string().min(1).optional(),
    description: z.string().max(600).optional(),
    visible: z.boolean().optional(),
    media: mediaSchema,
  }),
});
const productIdsSchema = z.object({ productIds: z.array(z.string().min(1)).min(1) });

function existing(ctx: Ctx): StoredCollection {
  const found = ownEntry(ctx.state.collections, ctx.params.id);
  if (!found) raise(notFound('COLLECTION_NOT_FOUND', `Collection ${ctx.params.id ?? ''} not found`));
  return found;
}

function editable(ctx: Ctx): StoredCollection {
  const found = existing(ctx);
  if (found.id === ALL_PRODUCTS_COLLECTION_ID) raise(applicationError(400, 'CANNOT_MODIFY_ALL_PRODUCTS', 'The All Products collection cannot be changed'));
  return found;
}

function checkSlug(ctx: Ctx, slug: string | undefined, id?: string): void {
  if (slug && Object.values(ctx.state.collections).some((collection) => collection.slug === slug && collection.id !== id)) {
    raise(applicationError(409, 'SLUG_ALREADY_EXISTS', `A collection with slug ${slug} already exists`));
  }
}

/** Refuses (404 `PRODUCT_NOT_FOUND`, naming them) product ids the catalog does not hold. */
function requireProducts(ctx: Ctx, ids: string[]): void {
  const products = catalogOf(ctx.engine).products;
  const missing = ids.filter((id) => !Object.hasOwn(products, id));
  if (missing.length > 0) raise(applicationError(404, 'PRODUCT_NOT_FOUND', `Products not found: ${missing.join(', ')}`, { productIds: missing }));
}

/** Collection writes (API key): create, update and delete (never All Products; slugs unique), add and remove products. */
export const writeRoutes: Route<CollectionsState>[] = [
  {
    method: 'POST',
    path: '/stores/v1/collections',
    access: 'apiKey',
    id: 'stores.products.createCollection',
    handle: (ctx) => {
      const { collection: input } = parseBody(createSchema, ctx.body);
      checkSlug(ctx, input.slug);
      const collection: StoredCollection = {
        id: ctx.engine.newId(),
        name: input.name,
        slug: input.slug ?? uniqueSlug(ctx.state.collections, input.name),
        description: input.description ?? '',
        visible: input.visible ?? true,
      };
      ctx.state.collections[collection.id] = collection;
      return { json: { collection: toWireCollection(ctx.engine, collection, ctx.baseUrl) } };
    },
  },
  {
    method: 'PATCH',
    path: '/stores/v1/collections/:id',
    access: 'apiKey',
    id: 'stores.products.updateCollection',
    handle: (ctx) => {
      const collection = editable(ctx);
      const { collection: input } = parseBody(updateSchema, ctx.body);
      checkSlug(ctx, input.slug, collection.id);
      if (input.name !== undefined) collection.name = input.name;
      if (input.slug !== undefined) collection.slug = input.slug;
      if (input.description !== undefined) collection.description = input.description;
      if (input.visible !== undefined) collection.visible = input.visible;
      return { json: { collection: toWireCollection(ctx.engine, collection, ctx.baseUrl) } };
    },
  },
  {
    method: 'DELETE',
    path: '/stores/v1/collections/:id',
    access: 'apiKey',
    id: 'stores.products.deleteCollection',
    handle: (ctx) => {
      const collection = editable(ctx);
      delete ctx.state.collections[collection.id];
      removeProductsFromCollection(ctx.engine, collection.id);
      return { json: {} };
    },
  },
  {
    method: 'POST',
    path: '/stores/v1/collections/:id/productIds',
    access: 'apiKey',
    id: 'stores.products.addProductsToCollection',
    handle: (ctx) => {
      const collection = editable(ctx);
      const { productIds } = parseBody(productIdsSchema, ctx.body);
      requireProducts(ctx, productIds);
      addProductsToCollection(ctx.engine, collection.id, productIds);
      return { json: {} };
    },
  },
  {
    method: 'POST',
    path: '/stores/v1/collections/:id/productIds/delete',
    access: 'apiKey',
    id: 'stores.products.removeProductsFromCollection',
    handle: (ctx) => {
      const collection = editable(ctx);
      const { productIds } = parseBody(productIdsSchema, ctx.body);
      requireProducts(ctx, productIds);
      removeProductsFromCollection(ctx.engine, collection.id, productIds);
      return { json: {} };
    },
  },
];
