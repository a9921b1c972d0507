/** Merchant order writes (API key): create, update, bulk update, cancel, bulk tags. */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { adjustStock, findVariant, catalogOf } from '../catalog/access';
import { catalogReferenceSchema, refSelection, type StoredLine } from '../commerce/line-items';
import { toCents } from '../shared/money';
import { requireOrder, nextOrderNumber } from './state';
import { buildOrder, withBaseUrl } from './build';
import { applyOrderPatch, parseFieldMask } from './update';
import type { OrdersState, StoredOrder } from './types';

type Ctx = RouteContext<OrdersState>;

const lineInput = z.object({
  catalogReference: catalogReferenceSchema.optional(),
  quantity: z.number().int().min(1).max(100_000),
  productName: z.object({ original: z.string().min(1) }).passthrough().optional(),
  price: z.object({ amount: z.string() }).passthrough().optional(),
  physicalProperties: z.object({ sku: z.string().optional() }).passthrough().optional(),
});
const createSchema = z.object({
  order: z
    .object({
      lineItems: z.array(lineInput).min(1).max(300),
      buyerInfo: z.object({ visitorId: z.string(), memberId: z.string(), email: z.string(), contactId: z.string() }).partial().optional(),
      billingInfo: z.record(z.string(), z.unknown()).optional(),
      shippingInfo: z.record(z.string(), z.unknown()).optional(),
      channelInfo: z.object({ type: z.string() }).passthrough().optional(),
      paymentStatus: z.enum(['NOT_PAID', 'PAID', 'PENDING', 'PARTIALLY_PAID']).optional(),
      buyerNote: z.string().optional(),
    })
    .passthrough(),
  settings: z.unknown().optional(),
});
const updateSchema = z.object({ order: z.record(z.string(), z.unknown()), fieldMask: z.union([z.string(), z.array(z.string())]).optional() });
const bulkSchema = z.object({
  orders: z.array(z.object({ order: z.record(z.string(), z.unknown()), fieldMask: z.union([z.string(), z.array(z.string())]).optional() })).min(1).max(100),
  returnEntity: z.boolean().optional(),
});
const cancelSchema = z.object({ sendOrderCanceledEmail: z.boolean().optional(), customMessage: z.string().optional(), restockAllItems: z.boolean().optional() });
const tagSet = z.object({ privateTags: z.object({ tagIds: z.array(z.string()) }).optional(), tags: z.object({ tagIds: z.array(z.string()) }).optional() });
const tagsSchema = z.object({ orderIds: z.array(z.string()).min(1).max(100), assignTags: tagSet.optional(), unassignTags: tagSet.optional() });

function toLine(ctx: Ctx, input: z.infer<typeof lineInput>, index: number): StoredLine {
  const id = ctx.engine.newId();
  const ref = input.catalogReference ?? { catalogItemId: `custom-${index}`, appId: 'custom' };
  const products = catalogOf(ctx.engine).products;
  if (input.catalogReference && Object.hasOwn(products, input.catalogReference.catalogItemId) && !input.price) {
    return { id, quantity: input.quantity, catalogReference: ref };
  }
  if (!input.productName || !input.price) {
    raise(applicationError(400, 'INVALID_LINE_ITEM', `Line item ${index} needs a catalog product or a productName and price`));
  }
  return {
    id,
    quantity: input.quantity,
    catalogReference: ref,
    custom: { name: input.productName.original, priceCents: toCents(input.price.amount), ...(input.physicalProperties?.sku ? { sku: input.physicalProperties.sku } : {}) },
  };
}

function bulkResult(results: { id: string; ok: boolean; error?: string; item?: unknown }[]) {
  const totalSuccesses = results.filter((result) => result.ok).length;
  return {
    json: {
      results: results.map((result, originalIndex) => ({
        itemMetadata: { id: result.id, originalIndex, success: result.ok, ...(result.error ? { error: { code: result.error, description: result.error } } : {}) },
        ...(result.item ? { item: result.item } : {}),
      })),
      bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
    },
  };
}

/** Lock keys of a bulk call: the ids it names (read defensively; the body is validated later). */
function idsOf(list: unknown, pick: (entry: unknown) => unknown): string[] {
  return Array.isArray(list) ? list.map(pick).filter((id): id is string => typeof id === 'string') : [];
}

function addTags(order: StoredOrder, set: z.infer<typeof tagSet> | undefined, add: boolean): void {
  for (const kind of ['privateTags', 'tags'] as const) {
    const ids = set?.[kind]?.tagIds ?? [];
    const current = order.tags[kind].tagIds;
    order.tags[kind].tagIds = add ? [...current, ...ids.filter((tagId) => !current.includes(tagId))] : current.filter((tagId) => !ids.includes(tagId));
  }
}

/** Merchant order writes (API key): create, update, bulk update, cancel (optionally restocking), and bulk tag changes. */
export const writeRoutes: Route<OrdersState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/orders',
    access: 'apiKey',
    id: 'ecom.orders.createOrder',
    handle: async (ctx) => {
      const { order: input } = parseBody(createSchema, ctx.body);
      const order = buildOrder({
        id: ctx.engine.newId(),
        number: nextOrderNumber(ctx.state),
        now: ctx.engine.now().toISOString(),
        lines: input.lineItems.map((lineItem, i) => toLine(ctx, lineItem, i)),
        products: catalogOf(ctx.engine).products,
        buyerInfo: input.buyerInfo ?? {},
        billingInfo: input.billingInfo,
        shippingInfo: input.shippingInfo,
        channelType: input.channelInfo?.type ?? 'BACKOFFICE_MERCHANT',
        paymentStatus: input.paymentStatus ?? 'NOT_PAID',
        newId: () => ctx.engine.newId(),
        ...(input.buyerNote ? { buyerNote: input.buyerNote } : {}),
      });
      await ctx.engine.persist();
      ctx.state.orders[order.id] = order;
      return { json: { order: withBaseUrl(order, ctx.baseUrl) } };
    },
  },
  {
    method: 'PATCH',
    path: '/ecom/v1/orders/:id',
    access: 'apiKey',
    id: 'ecom.orders.updateOrder',
    lockKey: (ctx) => ctx.params.id,
    handle: async (ctx) => {
      const order = requireOrder(ctx.state, ctx.params.id, ctx.caller);
      const { order: patch, fieldMask } = parseBody(updateSchema, ctx.body);
      // Patch a copy of what was read and write it back after a storage round trip (the lock serializes updates).
      const draft = JSON.parse(JSON.stringify(order)) as StoredOrder;
      applyOrderPatch(draft, patch, parseFieldMask(fieldMask), ctx.engine.now().toISOString());
      await ctx.engine.persist();
      ctx.state.orders[draft.id] = draft;
      return { json: { order: withBaseUrl(draft, ctx.baseUrl) } };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/bulk/orders/update',
    access: 'apiKey',
    id: 'ecom.orders.bulkUpdateOrders',
    lockKey: (ctx) => idsOf(fieldsOf(ctx.body).orders, (entry) => fieldAt(entry, 'order', 'id')),
    handle: async (ctx) => {
      const { orders, returnEntity } = parseBody(bulkSchema, ctx.body);
      // Patch copies of every order first so a bad mask fails the whole call with a validation error.
      const now = ctx.engine.now().toISOString();
      const drafts = orders.map(({ order: patch, fieldMask }, i) => {
        const id = typeof patch.id === 'string' ? patch.id : '';
        const order = ownEntry(ctx.state.orders, id);
        if (!order) return { id, draft: undefined };
        const draft = JSON.parse(JSON.stringify(order)) as StoredOrder;
        applyOrderPatch(draft, patch, parseFieldMask(fieldMask), now, `orders[${i}].order`);
        return { id, draft };
      });
      await ctx.engine.persist();
      for (const { id, draft } of drafts) if (draft) ctx.state.orders[id] = draft;
      return bulkResult(
        drafts.map(({ id, draft }) =>
          draft ? { id, ok: true, ...(returnEntity ? { item: withBaseUrl(draft, ctx.baseUrl) } : {}) } : { id, ok: false, error: 'ORDER_NOT_FOUND' },
        ),
      );
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/orders/:id/cancel',
    access: 'apiKey',
    id: 'ecom.orders.cancelOrder',
    lockKey: (ctx) => ctx.params.id,
    handle: async (ctx) => {
      const order = requireOrder(ctx.state, ctx.params.id, ctx.caller);
      const options = parseBody(cancelSchema, ctx.body);
      if (order.status === 'CANCELED') raise(applicationError(428, 'ORDER_ALREADY_CANCELED', `Order ${order.id} is already canceled`));
      // Checked above, written below after a storage round trip: the per-order lock keeps one cancel (and one restock).
      await ctx.engine.persist();
      const now = ctx.engine.now().toISOString();
      if (options.restockAllItems) {
        const products = catalogOf(ctx.engine).products;
        for (const item of order.lineItems) {
          const reference = item.catalogReference;
          const product = reference ? ownEntry(products, reference.catalogItemId) : undefined;
          if (!reference || !product) continue;
          adjustStock(product, findVariant(product, refSelection(reference)), item.quantity);
          item.restockQuantity = item.quantity;
        }
      }
      order.status = 'CANCELED';
      if (order.paymentStatus === 'NOT_PAID') order.paymentStatus = 'CANCELED';
      order.activities.push({ id: ctx.engine.newId(), type: 'ORDER_CANCELED', createdDate: now });
      order.updatedDate = now;
      return { json: { order: withBaseUrl(order, ctx.baseUrl) } };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/bulk/orders/update-tags',
    access: 'apiKey',
    id: 'ecom.orders.bulkUpdateOrderTags',
    lockKey: (ctx) => idsOf(fieldsOf(ctx.body).orderIds, (id) => id),
    handle: async (ctx) => {
      const { orderIds, assignTags, unassignTags } = parseBody(tagsSchema, ctx.body);
      const now = ctx.engine.now().toISOString();
      const drafts = orderIds.map((id) => {
        const order = ownEntry(ctx.state.orders, id);
        if (!order) return { id, draft: undefined };
        const draft = JSON.parse(JSON.stringify(order)) as StoredOrder;
        addTags(draft, assignTags, true);
        addTags(draft, unassignTags, false);
        draft.updatedDate = now;
        return { id, draft };
      });
      await ctx.engine.persist();
      for (const { id, draft } of drafts) if (draft) ctx.state.orders[id] = draft;
      return bulkResult(drafts.map(({ id, draft }) => (draft ? { id, ok: true } : { id, ok: false, error: 'ORDER_NOT_FOUND' })));
    },
  },
];
