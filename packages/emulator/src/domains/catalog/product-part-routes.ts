/** Variants, media, choice media, options, ribbon and brand of one product (`/stores/v1`, API key only). */
import { z } from 'zod';
import { parseBody, raise, validationError } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { toCents } from '../shared/money';
import { requireProduct, touch } from './state';
import { wireVariant } from './wire-product';
import { syncProductStock } from './stock';
import { regenerateVariants } from './variants';
import type { CatalogState, StoredChoice, StoredProduct } from './types';

type Ctx = RouteContext<CatalogState>;

const variantOverride = z.object({
  choices: z.record(z.string(), z.string()).optional(),
  variantIds: z.array(z.string()).optional(),
  price: z.number().min(0).optional(),
  cost: z.number().min(0).optional(),
  weight: z.number().min(0).optional(),
  sku: z.string().max(40).optional(),
  visible: z.boolean().optional(),
  /** Emulator extension: per-variant stock (the platform uses its inventory API for this). */
  stock: z.object({ trackQuantity: z.boolean().optional(), quantity: z.number().int().min(0).optional(), inStock: z.boolean().optional() }).optional(),
});
const variantsSchema = z.object({ variants: z.array(variantOverride).min(1) });
const mediaWrite = z.object({ mediaId: z.string().optional(), url: z.string().optional(), choice: z.object({ option: z.string(), choice: z.string() }).optional() });
const addMediaSchema = z.object({ media: z.array(mediaWrite).min(1) });
const removeMediaSchema = z.object({ mediaIds: z.array(z.string()).optional() });
const choiceMediaSchema = z.object({ media: z.array(z.object({ option: z.string(), choice: z.string(), mediaIds: z.array(z.string()).optional() })).min(1) });

function findChoice(product: StoredProduct, option: string, choice: string, field: string): StoredChoice {
  const found = product.productOptions.find((productOption) => productOption.name === option)?.choices.find((candidate) => candidate.description === choice || candidate.value === choice);
  if (!found) raise(validationError([{ field, description: `option ${option} has no choice ${choice}`, violatedRule: 'VALIDATION' }]));
  return found;
}

function done(ctx: Ctx, product: StoredProduct) {
  touch(product, ctx.engine.now());
  return { json: {} };
}

/** A handler of the product the path's `:id` names (404 when there is none). */
function withProduct(handle: (ctx: Ctx, product: StoredProduct) => { json: unknown }): Route<CatalogState>['handle'] {
  return (ctx) => handle(ctx, requireProduct(ctx.state, ctx.params.id));
}

/** Writes to parts of one product (API key): variant overrides and their reset, media, choice media, deleting the options, removing the ribbon or brand. */
export const productPartRoutes: Route<CatalogState>[] = [
  { method: 'PATCH', path: '/stores/v1/products/:id/variants', access: 'apiKey', id: 'stores.products.updateProductVariants', handle: withProduct((ctx, product) => {
    const { variants } = parseBody(variantsSchema, ctx.body);
    if (!product.manageVariants) {
      raise(validationError([{ field: 'variants', description: 'variant data can be changed only when manageVariants is true', violatedRule: 'VALIDATION' }]));
    }
    variants.forEach((override, i) => {
      const targets = product.variants.filter((variant) =>
        override.variantIds ? override.variantIds.includes(variant.id) : Object.entries(override.choices ?? {}).every(([k, val]) => variant.choices[k] === val),
      );
      if (targets.length === 0) raise(validationError([{ field: `variants[${i}]`, description: 'matches no variant', violatedRule: 'VALIDATION' }]));
      for (const target of targets) {
        if (override.price !== undefined) target.priceCents = toCents(override.price);
        if (override.cost !== undefined) target.costCents = toCents(override.cost);
        if (override.weight !== undefined) target.weight = override.weight;
        if (override.sku !== undefined) target.sku = override.sku;
        if (override.visible !== undefined) target.visible = override.visible;
        if (override.stock?.trackQuantity !== undefined) target.trackQuantity = override.stock.trackQuantity;
        if (override.stock?.quantity !== undefined) target.quantity = override.stock.quantity;
        if (override.stock?.inStock !== undefined && !target.trackQuantity) target.inStock = override.stock.inStock;
        if (target.trackQuantity && target.quantity === undefined) target.quantity = 0;
      }
    });
    syncProductStock(product);
    touch(product, ctx.engine.now());
    return { json: { variants: product.variants.map((variant) => wireVariant(product, variant, true)) } };
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/variants/resetToDefault', access: 'apiKey', id: 'stores.products.resetAllProductVariantData', handle: withProduct((ctx, product) => {
    for (const variant of product.variants) {
      delete variant.priceCents;
      delete variant.costCents;
      variant.weight = product.weight;
      variant.sku = product.sku;
      variant.visible = true;
    }
    return done(ctx, product);
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/media', access: 'apiKey', id: 'stores.products.addProductMedia', handle: withProduct((ctx, product) => {
    const { media } = parseBody(addMediaSchema, ctx.body);
    media.forEach((mediaItem, i) => {
      if (!mediaItem.mediaId && !mediaItem.url) raise(validationError([{ field: `media[${i}]`, description: 'needs mediaId or url', violatedRule: 'ONE_OF_ALIGNMENT' }]));
      const id = mediaItem.mediaId ?? ctx.engine.newId();
      if (!product.media.some((x) => x.id === id)) {
        product.media.push({ id, title: product.name, altText: product.name, color: product.color, width: 1000, height: 1000, ...(mediaItem.url ? { url: mediaItem.url } : {}) });
      }
      if (mediaItem.choice) {
        const choice = findChoice(product, mediaItem.choice.option, mediaItem.choice.choice, `media[${i}].choice`);
        if (!choice.mediaIds.includes(id)) choice.mediaIds.push(id);
      }
    });
    return done(ctx, product);
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/media/delete', access: 'apiKey', id: 'stores.products.removeProductMedia', handle: withProduct((ctx, product) => {
    const { mediaIds } = parseBody(removeMediaSchema, ctx.body);
    const remove = new Set(mediaIds && mediaIds.length > 0 ? mediaIds : product.media.map((mediaItem) => mediaItem.id));
    product.media = product.media.filter((mediaItem) => !remove.has(mediaItem.id));
    for (const productOption of product.productOptions) for (const choice of productOption.choices) choice.mediaIds = choice.mediaIds.filter((id) => !remove.has(id));
    return done(ctx, product);
  }) },
  { method: 'PATCH', path: '/stores/v1/products/:id/choices/media', access: 'apiKey', id: 'stores.products.addProductMediaToChoices', handle: withProduct((ctx, product) => {
    const { media } = parseBody(choiceMediaSchema, ctx.body);
    media.forEach((mediaItem, i) => {
      const choice = findChoice(product, mediaItem.option, mediaItem.choice, `media[${i}]`);
      for (const id of mediaItem.mediaIds ?? []) {
        if (!product.media.some((x) => x.id === id)) raise(validationError([{ field: `media[${i}].mediaIds`, description: `media ${id} is not in the product's media`, violatedRule: 'VALIDATION' }]));
        if (!choice.mediaIds.includes(id)) choice.mediaIds.push(id);
      }
    });
    return done(ctx, product);
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/choices/media/delete', access: 'apiKey', id: 'stores.products.removeProductMediaFromChoices', handle: withProduct((ctx, product) => {
    const { media } = parseBody(choiceMediaSchema, ctx.body);
    media.forEach((mediaItem, i) => {
      const choice = findChoice(product, mediaItem.option, mediaItem.choice, `media[${i}]`);
      choice.mediaIds = mediaItem.mediaIds && mediaItem.mediaIds.length > 0 ? choice.mediaIds.filter((id) => !mediaItem.mediaIds?.includes(id)) : [];
    });
    return done(ctx, product);
  }) },
  { method: 'DELETE', path: '/stores/v1/products/:id/options', access: 'apiKey', id: 'stores.products.deleteProductOptions', handle: withProduct((ctx, product) => {
    product.productOptions = [];
    product.manageVariants = false;
    regenerateVariants(product, () => ctx.engine.newId());
    syncProductStock(product);
    return done(ctx, product);
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/remove-ribbon', access: 'apiKey', id: 'stores.products.removeRibbon', handle: withProduct((ctx, product) => {
    product.ribbon = '';
    return done(ctx, product);
  }) },
  { method: 'POST', path: '/stores/v1/products/:id/remove-brand', access: 'apiKey', id: 'stores.products.removeBrand', handle: withProduct((ctx, product) => {
    product.brand = '';
    return done(ctx, product);
  }) },
];
