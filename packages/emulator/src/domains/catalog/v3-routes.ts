/**
 * Catalog v3 reads (`/stores/v3/products`, public; hidden products only for API keys): get by id or slug,
 * query and search with cursor paging, over the same stored products as the v1 catalog. A long query
 * or search comes as a POST to the same path with the payload as its body (the engine routes it here).
 */
import { z } from 'zod';
import { notFound, parseBody, raise } from '../../engine/errors';
import { fieldAt, type JsonObject } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { parseQuery, runCursorQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { requireProduct } from './state';
import { toWireProductV3, type V3Options, type WireProductV3 } from './wire-product-v3';
import type { CatalogState, StoredProduct } from './types';

type Ctx = RouteContext<CatalogState>;

/** Where a query view keeps the wire product it was made from (a symbol, so no filter path reaches it). */
const WIRE = Symbol('wire');

const searchSchema = z.object({
  mode: z.enum(['OR', 'AND']).optional(),
  expression: z.string().max(100).nullish(),
  fields: z.array(z.string()).max(20).optional(),
  fuzzy: z.boolean().optional(),
}).passthrough();

/** The request's payload: the decoded query string of a GET, or the body of its long-query POST. */
const payloadOf = (ctx: Ctx): JsonObject => ({ ...ctx.query, ...(ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) });

/** `fields` as sent: repeated query keys, one key, or an array from `.r=` or a body. */
const fieldsOf = (raw: unknown): string[] => (Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : []);

const visibleProducts = (ctx: Ctx) => Object.values(ctx.state.products).filter((product) => product.visible || ctx.caller.kind === 'apiKey');

/** A range's amounts as numbers, so that filters and sorts on prices compare numbers. */
const numericRange = (range: WireProductV3['actualPriceRange']) => ({
  minValue: { ...range.minValue, amount: Number(range.minValue.amount) },
  maxValue: { ...range.maxValue, amount: Number(range.maxValue.amount) },
});

/** The view a query filters and sorts on: the wire product, its price amounts as numbers, and its categories (asked for or not). */
function queryView(product: StoredProduct, wire: WireProductV3) {
  const categories = { categories: product.collectionIds.map((id, index) => ({ id, index })) };
  return {
    ...wire,
    description: product.description,
    actualPriceRange: numericRange(wire.actualPriceRange),
    compareAtPriceRange: numericRange(wire.compareAtPriceRange),
    directCategoriesInfo: categories,
    allCategoriesInfo: categories,
    [WIRE]: wire,
  };
}

/** Whether the view's `fields` (default: name and description) hold the expression's terms: any (`OR`, the default) or all (`AND`). */
function matchesText(view: Record<string, unknown>, search: z.output<typeof searchSchema>): boolean {
  const terms = (search.expression ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const fields = search.fields && search.fields.length > 0 ? search.fields : ['name', 'description'];
  const text = fields.map((field) => fieldAt(view, ...field.split('.'))).filter((value) => typeof value === 'string').join(' ').toLowerCase();
  return search.mode === 'AND' ? terms.every((term) => text.includes(term)) : terms.some((term) => text.includes(term));
}

/** A cursor page of products matching a query (and, for a search, its free text); no variants, as the platform answers lists. */
function listProducts(ctx: Ctx, raw: unknown, field: 'query' | 'search', fields: string[]) {
  return guardQuery(() => {
    const options: V3Options = { fields, variants: false };
    const search = field === 'search' ? parseBody(searchSchema, (raw as { search?: unknown } | undefined)?.search ?? {}) : undefined;
    const views = visibleProducts(ctx)
      .map((product) => queryView(product, toWireProductV3(product, ctx.baseUrl, options)))
      .filter((view) => !search || matchesText(view, search));
    const page = runCursorQuery(views, parseQuery(raw ?? {}, field), { field });
    return {
      json: {
        products: page.items.map((view) => view[WIRE]),
        pagingMetadata: page.metadata,
        ...(field === 'search' ? { aggregationData: { results: [] } } : {}),
      },
    };
  });
}

/** One product with its variants. */
const productAnswer = (ctx: Ctx, product: StoredProduct) =>
  ({ json: { product: toWireProductV3(product, ctx.baseUrl, { fields: fieldsOf(payloadOf(ctx).fields), variants: true }) } });

/** The catalog v3 reads: query, search, get by slug, get by id (literal paths before `:productId`). */
export const v3Routes: Route<CatalogState>[] = [
  {
    method: 'GET',
    path: '/stores/v3/products/query',
    access: 'public',
    id: 'stores.productsV3.queryProducts',
    handle: (ctx) => {
      const payload = payloadOf(ctx);
      return listProducts(ctx, payload.query, 'query', fieldsOf(payload.fields));
    },
  },
  {
    method: 'GET',
    path: '/stores/v3/products/search',
    access: 'public',
    id: 'stores.productsV3.searchProducts',
    handle: (ctx) => {
      const payload = payloadOf(ctx);
      return listProducts(ctx, payload.search, 'search', fieldsOf(payload.fields));
    },
  },
  {
    method: 'GET',
    path: '/stores/v3/products/slug/:slug',
    access: 'public',
    id: 'stores.productsV3.getProductBySlug',
    handle: (ctx) => {
      const product = visibleProducts(ctx).find((candidate) => candidate.slug === ctx.params.slug);
      if (!product) raise(notFound('PRODUCT_NOT_FOUND', `Product with slug ${ctx.params.slug ?? ''} not found`));
      return productAnswer(ctx, product);
    },
  },
  {
    method: 'GET',
    path: '/stores/v3/products/:productId',
    access: 'public',
    id: 'stores.productsV3.getProduct',
    handle: (ctx) => productAnswer(ctx, requireProduct(ctx.state, ctx.params.productId, ctx.caller)),
  },
];
