/** The back-in-stock slice: fresh state, loading a caller's request, and the request's wire shape. */
import { notFound, raise } from '../../engine/errors';
import type { EngineApi, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { canSee } from '../shared/route-helpers';
import type { BackInStockState, StoredRequest } from './types';

/** The route context of the back-in-stock domain's routes. */
export type BisCtx = RouteContext<BackInStockState>;

/** Fresh back-in-stock state (requests are never seeded). */
export function initialBackInStockState(): BackInStockState {
  return { requests: {} };
}

/** The back-in-stock slice, from any domain's route. */
export function backInStockOf(engine: EngineApi): BackInStockState {
  return engine.stateOf<BackInStockState>('back-in-stock');
}

/** A stored request as the API answers it (without its owner; `contactId` and `itemDetails` only when set). */
export function toWireRequest(request: StoredRequest) {
  return {
    id: request.id,
    catalogReference: request.catalogReference,
    email: request.email,
    itemUrl: request.itemUrl,
    status: request.status,
    createdDate: request.createdDate,
    ...(request.contactId ? { contactId: request.contactId } : {}),
    ...(request.itemDetails ? { itemDetails: request.itemDetails } : {}),
  };
}

/** The request with this id, when the caller may see it (an API key, or the member or visitor who made it); else 404 BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND. */
export function requireRequest(ctx: BisCtx, id: string | undefined): StoredRequest {
  const request = ownEntry(ctx.state.requests, id);
  if (!request || !canSee(ctx.caller, request.owner, { visitorOwnedToo: true })) {
    raise(notFound('BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND', `Back-in-stock request ${id ?? ''} not found`));
  }
  return request;
}

/** Whether two catalog references name the same item: same catalog item id, app id and options. */
export function sameReference(a: StoredRequest['catalogReference'], b: StoredRequest['catalogReference']): boolean {
  return a.catalogItemId === b.catalogItemId && a.appId === b.appId && JSON.stringify(a.options ?? {}) === JSON.stringify(b.options ?? {});
}
