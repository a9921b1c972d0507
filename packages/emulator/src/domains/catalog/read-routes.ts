/** Catalog reads (`/stores-reader/v1`, public): products, the platformized query, variants. */
import { z } from 'zod';
import { notFound, parseBody, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { offsetMetadata, parseQuery, runOffsetQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { requireProduct } from './state';
import { toWireProduct, wireImage, wireVariant } from './wire-product';
import type { CatalogState, StoredProduct, StoredVariant } from './types';
import { optionsAvailability } from './availability';
import { productQueryView } from './query-fields';

/** Where a query view keeps the wire product it was made from (a symbol, so no filter path reaches it). */
const WIRE = Symbol('wire');

type Ctx = RouteContext<CatalogState>;

const merchant = (ctx: Ctx) => ctx.caller.kind === 'apiKey';
const visibleProducts = (ctx: Ctx) => Object.values(ctx.state.products).filter((product) => product.visible || merchant(ctx));

function queryProducts(ctx: Ctx, raw: unknown) {
  return guardQuery(() => {
    const wire = visibleProducts(ctx).map((product) => toWireProduct(product, ctx.baseUrl, { merchantData: merchant(ctx) }));
    // Filter and sort on the platform's query fields (`price` as a number, …), answer with the wire products.
    const views = wire.map((product) => ({ ...productQueryView(product), [WIRE]: product }));
    const page = runOffsetQuery(views, parseQuery(raw));
    const products = page.items.map((view) => view[WIRE]);
    // The platformized query's paging metadata: count, offset and total (not the v1 `items` / `totalResults`).
    return { json: { products, metadata: { count: products.length, offset: page.offset, total: page.total } } };
  });
}

/**
 * The store-variant shape of `queryStoreVariants` / `getStoreVariant`: no price data, and one image
 * (`media: { image }`, the first of its choices' media, else the product's main image).
 */
function storeVariant(ctx: Ctx, product: StoredProduct, variant: StoredVariant) {
  const wire = wireVariant(product, variant, merchant(ctx));
  const choiceMedia = product.productOptions
    .flatMap((productOption) => productOption.choices.filter((choice) => choice.description === variant.choices[productOption.name]).flatMap((choice) => choice.mediaIds))
    .map((id) => product.media.find((mediaItem) => mediaItem.id === id))
    .filter((mediaItem) => mediaItem !== undefined);
  const image = choiceMedia[0] ?? product.media[0];
  const choiceText = Object.values(variant.choices).join(' | ');
  return {
    id: `${product.id}-${variant.id}`,
    productId: product.id,
    variantId: variant.id,
    productName: product.name,
    variantName: choiceText || product.name,
    managedVariant: product.manageVariants,
    sku: variant.sku,
    stock: wire.stock,
    choices: wire.choices,
    collectionIds: [...product.collectionIds],
    ...(image ? { media: { image: wireImage(image, ctx.baseUrl) } } : {}),
  };
}

const variantQuerySchema = z.object({
  choices: z.record(z.string(), z.string()).optional(),
  variantIds: z.array(z.string()).optional(),
  paging: z.object({ limit: z.number().int().min(0).max(100).optional(), offset: z.number().int().min(0).optional() }).optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
const availabilitySchema = z.object({ options: z.record(z.string(), z.string()) });

/** The catalog reads (public; hidden products only for API keys): query and get products, get and query store variants, query a product's variants, options availability. */
export const readRoutes: Route<CatalogState>[] = [
  {
    method: 'GET',
    path: '/stores-reader/v1/products/query-platformized',
    access: 'public',
    id: 'stores.products.queryProducts',
    handle: (ctx) => queryProducts(ctx, ctx.query.query ?? {}),
  },
  {
    method: 'POST',
    path: '/stores-reader/v1/products/query-platformized',
    access: 'public',
    id: 'stores.products.queryProductsPost',
    handle: (ctx) => queryProducts(ctx, fieldsOf(ctx.body).query ?? {}),
  },
  {
    method: 'GET',
    path: '/stores-reader/v1/products/:id',
    access: 'public',
    id: 'stores.products.getProduct',
    handle: (ctx) => {
      const product = requireProduct(ctx.state, ctx.params.id, ctx.caller);
      const merchantData = merchant(ctx) || ctx.query.includeMerchantSpecificData === 'true';
      return { json: { product: toWireProduct(product, ctx.baseUrl, { merchantData: merchantData && merchant(ctx) }) } };
    },
  },
  {
    method: 'GET',
    path: '/stores-reader/v1/variants/:id',
    access: 'public',
    id: 'stores.products.getStoreVariant',
    handle: (ctx) => {
      const id = ctx.params.id ?? '';
      const product = Object.values(ctx.state.products).find((candidate) => id.startsWith(`${candidate.id}-`) && (candidate.visible || merchant(ctx)));
      const variant = product?.variants.find((candidate) => `${product.id}-${candidate.id}` === id);
      if (!product || !variant) raise(notFound('VARIANT_NOT_FOUND', `Variant ${id} not found`));
      return { json: { variant: storeVariant(ctx, product, variant) } };
    },
  },
  {
    method: 'POST',
    path: '/stores-reader/v1/variants/query',
    access: 'public',
    id: 'stores.products.queryStoreVariants',
    handle: (ctx) =>
      guardQuery(() => {
        const all = visibleProducts(ctx).flatMap((product) => product.variants.map((variant) => storeVariant(ctx, product, variant)));
        const page = runOffsetQuery(all, parseQuery(fieldsOf(ctx.body).query ?? {}));
        return { json: { variants: page.items, metadata: offsetMetadata(page) } };
      }),
  },
  {
    method: 'POST',
    path: '/stores-reader/v1/products/:id/variants/query',
    access: 'public',
    id: 'stores.products.queryProductVariants',
    handle: (ctx) => {
      const product = requireProduct(ctx.state, ctx.params.id, ctx.caller);
      const input = parseBody(variantQuerySchema, ctx.body ?? {});
      const matching = product.variants.filter(
        (variant) =>
          (!input.variantIds || input.variantIds.length === 0 || input.variantIds.includes(variant.id)) &&
          Object.entries(input.choices ?? {}).every(([k, val]) => variant.choices[k] === val),
      );
      const offset = input.paging?.offset ?? 0;
      const items = matching.slice(offset, offset + (input.paging?.limit ?? 100));
      return {
        json: {
          variants: items.map((variant) => wireVariant(product, variant, merchant(ctx) && input.includeMerchantSpecificData === true)),
          metadata: { items: items.length, offset },
          totalResults: matching.length,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/stores-reader/v1/products/:id/productOptionsAvailability',
    access: 'public',
    id: 'stores.products.getProductOptionsAvailability',
    handle: (ctx) => {
      const product = requireProduct(ctx.state, ctx.params.id, ctx.caller);
      const { options } = parseBody(availabilitySchema, ctx.body);
      return { json: optionsAvailability(product, options, ctx.baseUrl) };
    },
  },
];
