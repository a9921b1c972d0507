/** Back-in-stock notification requests (`/back-in-stock-service/v1/back-in-stock-notification-requests…`). */
import { z } from 'zod';
import { applicationError, parseBody, raise, validationError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { catalogReferenceSchema } from '../commerce/line-items';
import { parseQuery, runCursorQuery } from '../shared/query';
import { guardQuery, ownerOf } from '../shared/route-helpers';
import { requireRequest, sameReference, toWireRequest, type BisCtx } from './state';
import type { BackInStockState, StoredRequest } from './types';

const imageSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);
const itemDetailsSchema = z.object({ name: z.string().optional(), price: z.string().optional(), image: imageSchema.optional() });
const createSchema = z.object({
  request: z.object({ catalogReference: catalogReferenceSchema, email: z.string().email(), itemUrl: z.string().min(1) }).passthrough(),
  itemDetails: itemDetailsSchema.optional(),
});
const reportSchema = z.object({
  itemDetails: itemDetailsSchema.optional(),
  catalogReference: catalogReferenceSchema,
  requestIds: z.array(z.string()).optional(),
  extraAutomationTemplateParameters: z.record(z.string(), z.unknown()).optional(),
});
const countSchema = z.object({ catalogReferences: z.array(catalogReferenceSchema).min(1) });

function query(ctx: BisCtx, raw: unknown) {
  return guardQuery(() => {
    const all = Object.values(ctx.state.requests).map(toWireRequest);
    const page = runCursorQuery(all, parseQuery(raw));
    return { json: { requests: page.items, metadata: page.metadata } };
  });
}

function parseCatalogReferences(raw: unknown): unknown {
  // From `.r=` this is already an array; a hand-written query may send JSON text.
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      raise(validationError([{ field: 'catalogReferences', description: 'is not valid JSON', violatedRule: 'FORMAT' }]));
    }
  }
  return raw;
}

/**
 * The request routes: create (409 on an open duplicate for the same email and item), get, delete,
 * query, count open requests per catalog reference, report an item back in stock, mark one as notified.
 */
export const requestRoutes: Route<BackInStockState>[] = [
  {
    method: 'POST',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests',
    access: 'sessionOrApiKey',
    id: 'ecom.backInStock.createRequest',
    handle: (ctx) => {
      const { request: input, itemDetails } = parseBody(createSchema, ctx.body);
      const email = input.email.toLowerCase();
      const duplicate = Object.values(ctx.state.requests).find(
        (request) => request.status === 'RECEIVED' && request.email.toLowerCase() === email && sameReference(request.catalogReference, input.catalogReference),
      );
      if (duplicate) {
        raise(applicationError(409, 'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS', `A request for ${input.email} and this item already exists`, { requestId: duplicate.id }));
      }
      const request: StoredRequest = {
        id: ctx.engine.newId(),
        catalogReference: input.catalogReference,
        email: input.email,
        itemUrl: input.itemUrl,
        status: 'RECEIVED',
        ...(itemDetails ? { itemDetails } : {}),
        owner: ownerOf(ctx.caller),
        createdDate: ctx.engine.now().toISOString(),
      };
      ctx.state.requests[request.id] = request;
      return { json: { request: toWireRequest(request) } };
    },
  },
  { method: 'GET', path: '/back-in-stock-service/v1/back-in-stock-notification-requests', access: 'apiKey', id: 'ecom.backInStock.queryRequests', handle: (ctx) => query(ctx, ctx.query.query ?? {}) },
  { method: 'POST', path: '/back-in-stock-service/v1/back-in-stock-notification-requests/query', access: 'apiKey', id: 'ecom.backInStock.queryRequestsPost', handle: (ctx) => query(ctx, fieldsOf(ctx.body).query ?? {}) },
  {
    method: 'GET',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests/count-by-catalog-reference',
    access: 'apiKey',
    id: 'ecom.backInStock.countByCatalogReferences',
    handle: (ctx) => {
      const { catalogReferences } = parseBody(countSchema, { catalogReferences: parseCatalogReferences(ctx.query.catalogReferences) });
      const open = Object.values(ctx.state.requests).filter((request) => request.status === 'RECEIVED');
      return {
        json: {
          countsPerCatalogReference: catalogReferences.map((catalogReference) => ({
            catalogReference,
            count: open.filter((request) => sameReference(request.catalogReference, catalogReference)).length,
          })),
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock',
    access: 'apiKey',
    id: 'ecom.backInStock.reportItemsBackInStock',
    handle: (ctx) => {
      const input = parseBody(reportSchema, ctx.body);
      for (const request of Object.values(ctx.state.requests)) {
        const wanted = input.requestIds && input.requestIds.length > 0 ? input.requestIds.includes(request.id) : true;
        if (wanted && request.status === 'RECEIVED' && sameReference(request.catalogReference, input.catalogReference)) request.status = 'NOTIFICATION_SENT';
      }
      return { json: {} };
    },
  },
  {
    method: 'GET',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.backInStock.getRequest',
    handle: (ctx) => ({ json: { request: toWireRequest(requireRequest(ctx, ctx.params.id)) } }),
  },
  {
    method: 'DELETE',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.backInStock.deleteRequest',
    handle: (ctx) => {
      const request = requireRequest(ctx, ctx.params.id);
      delete ctx.state.requests[request.id];
      return { json: {} };
    },
  },
  {
    method: 'PUT',
    path: '/back-in-stock-service/v1/back-in-stock-notification-requests/:id/mark-as-notification-sent',
    access: 'apiKey',
    id: 'ecom.backInStock.markAsNotificationSent',
    handle: (ctx) => {
      const request = requireRequest(ctx, ctx.params.id);
      request.status = 'NOTIFICATION_SENT';
      return { json: { request: toWireRequest(request) } };
    },
  },
];
