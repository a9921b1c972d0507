/** Get and search orders. Members and visitors see only their own orders; API keys see all. */
import { z } from 'zod';
import { parseBody } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { parseQuery, runCursorQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { requireOrder, visibleTo } from './state';
import { withBaseUrl } from './build';
import type { OrdersState } from './types';

type Ctx = RouteContext<OrdersState>;

const searchSchema = z.object({ search: z.record(z.string(), z.unknown()).optional() });

/** Search orders (newest first unless sorted otherwise) and get one, each only among the orders the caller may see. */
export const readRoutes: Route<OrdersState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/orders/search',
    access: 'sessionOrApiKey',
    id: 'ecom.orders.searchOrders',
    handle: (ctx: Ctx) => {
      const { search } = parseBody(searchSchema, ctx.body);
      return guardQuery(() => {
        const query = parseQuery(search ?? {}, 'search');
        if (query.sort.length === 0) query.sort = [{ fieldName: 'createdDate', order: 'DESC' }];
        const visible = Object.values(ctx.state.orders).filter((order) => visibleTo(ctx.caller, order));
        const page = runCursorQuery(visible, query, { field: 'search' });
        return { json: { orders: page.items.map((order) => withBaseUrl(order, ctx.baseUrl)), metadata: page.metadata } };
      });
    },
  },
  {
    method: 'GET',
    path: '/ecom/v1/orders/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.orders.getOrder',
    handle: (ctx: Ctx) => ({ json: { order: withBaseUrl(requireOrder(ctx.state, ctx.params.id, ctx.caller), ctx.baseUrl) } }),
  },
];
