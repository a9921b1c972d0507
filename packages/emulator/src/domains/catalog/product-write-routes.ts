/** Product create, update, delete and the bulk property calls (`/stores/v1`, API key only). */
import { z } from 'zod';
import { parseBody } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { toCents, percentOf } from '../shared/money';
import { applyProductInput, createProductSchema, uniqueProductSlug, updateProductSchema } from './input';
import { requireProduct, touch } from './state';
import { toWireProduct } from './wire-product';
import { ALL_PRODUCTS_COLLECTION_ID, type CatalogState, type StoredProduct } from './types';

type Ctx = RouteContext<CatalogState>;

const PALETTE = ['#2f3e46', '#6b705c', '#b56576', '#3d5a80', '#e07a5f', '#588157', '#9c6644', '#5e548e'];

function blankProduct(ctx: Ctx, name: string): StoredProduct {
  const now = ctx.engine.now().toISOString();
  const count = Object.keys(ctx.state.products).length;
  return {
    id: ctx.engine.newId(),
    name,
    slug: uniqueProductSlug(ctx.state.products, name),
    visible: true,
    productType: 'physical',
    description: '',
    sku: '',
    weight: 0,
    currency: 'USD',
    priceCents: 0,
    discount: { type: 'NONE', value: 0 },
    stock: { trackInventory: false, inStock: true },
    ribbon: '',
    brand: '',
    media: [],
    productOptions: [],
    manageVariants: false,
    variants: [],
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID],
    additionalInfoSections: [],
    customTextFields: [],
    seoData: { tags: [] },
    color: PALETTE[count % PALETTE.length] ?? '#3858e9',
    createdDate: now,
    lastUpdated: now,
  };
}

const bulkUpdateSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(100),
  set: z.object({ price: z.number().min(0), cost: z.number().min(0), weight: z.number().min(0), ribbon: z.string(), brand: z.string() }).partial(),
});
/** An adjustment by an amount, or by a percentage (`rate`, a whole number from -100 to 1000) optionally rounded to a whole number. */
const adjustment = z
  .object({ amount: z.number(), percentage: z.object({ rate: z.number().int().min(-100).max(1000), roundToInt: z.boolean() }).partial() })
  .partial();
const bulkAdjustSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(100),
  adjust: z.object({ price: adjustment, cost: adjustment, weight: adjustment }).partial(),
});

function bulk(ctx: Ctx, ids: string[], apply: (p: StoredProduct) => void) {
  const results = ids.map((id, originalIndex) => {
    const product = ownEntry(ctx.state.products, id);
    if (!product) return { itemMetadata: { id, originalIndex, success: false, error: { code: 'PRODUCT_NOT_FOUND', description: `Product ${id} not found` } } };
    apply(product);
    touch(product, ctx.engine.now());
    return { itemMetadata: { id, originalIndex, success: true } };
  });
  const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
  return { json: { results, bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 } } };
}

function adjusted(cents: number, a: z.infer<typeof adjustment> | undefined): number {
  if (!a) return cents;
  let next = cents + (a.amount !== undefined ? toCents(a.amount) : 0) + percentOf(cents, a.percentage?.rate ?? 0);
  if (a.percentage?.roundToInt) next = Math.round(next / 100) * 100;
  return Math.max(0, next);
}

/** A weight adjusted by an amount or a percentage, to three decimals (or a whole number with `roundToInt`). */
function adjustedWeight(weight: number, a: z.infer<typeof adjustment>): number {
  const next = (weight + (a.amount ?? 0)) * (1 + (a.percentage?.rate ?? 0) / 100);
  return Math.max(0, a.percentage?.roundToInt ? Math.round(next) : Math.round(next * 1000) / 1000);
}

/** Product create, update and delete, bulk set (price, cost, weight, ribbon, brand) and bulk adjust (price, cost, weight), API key only. */
export const productWriteRoutes: Route<CatalogState>[] = [
  {
    method: 'POST',
    path: '/stores/v1/products',
    access: 'apiKey',
    id: 'stores.products.createProduct',
    handle: (ctx) => {
      const { product: input } = parseBody(createProductSchema, ctx.body);
      const product = blankProduct(ctx, input.name);
      applyProductInput(product, input, () => ctx.engine.newId(), ctx.state.products);
      ctx.state.products[product.id] = product;
      return { json: { product: toWireProduct(product, ctx.baseUrl, { merchantData: true }) } };
    },
  },
  {
    method: 'PATCH',
    path: '/stores/v1/products/:id',
    access: 'apiKey',
    id: 'stores.products.updateProduct',
    handle: (ctx) => {
      const product = requireProduct(ctx.state, ctx.params.id);
      const { product: input } = parseBody(updateProductSchema, ctx.body);
      applyProductInput(product, input, () => ctx.engine.newId(), ctx.state.products);
      touch(product, ctx.engine.now());
      return { json: { product: toWireProduct(product, ctx.baseUrl, { merchantData: true }) } };
    },
  },
  {
    method: 'DELETE',
    path: '/stores/v1/products/:id',
    access: 'apiKey',
    id: 'stores.products.deleteProduct',
    handle: (ctx) => {
      const product = requireProduct(ctx.state, ctx.params.id);
      delete ctx.state.products[product.id];
      return { json: {} };
    },
  },
  {
    method: 'POST',
    path: '/stores/v1/bulk/products/update',
    access: 'apiKey',
    id: 'stores.products.bulkUpdateProductsProperty',
    handle: (ctx) => {
      const { ids, set } = parseBody(bulkUpdateSchema, ctx.body);
      return bulk(ctx, ids, (product) => {
        if (set.price !== undefined) product.priceCents = toCents(set.price);
        if (set.cost !== undefined) product.costCents = toCents(set.cost);
        if (set.weight !== undefined) product.weight = set.weight;
        if (set.ribbon !== undefined) product.ribbon = set.ribbon;
        if (set.brand !== undefined) product.brand = set.brand;
      });
    },
  },
  {
    method: 'POST',
    path: '/stores/v1/bulk/products/adjust-properties',
    access: 'apiKey',
    id: 'stores.products.bulkAdjustProductProperty',
    handle: (ctx) => {
      const { ids, adjust } = parseBody(bulkAdjustSchema, ctx.body);
      return bulk(ctx, ids, (product) => {
        if (adjust.price) product.priceCents = adjusted(product.priceCents, adjust.price);
        if (adjust.cost) product.costCents = adjusted(product.costCents ?? 0, adjust.cost);
        if (adjust.weight) product.weight = adjustedWeight(product.weight, adjust.weight);
      });
    },
  },
];
