/** Adding catalog items to a cart or checkout: validation, merge by catalog item, stock checks. */
import { z } from 'zod';
import { applicationError, raise } from '../../engine/errors';
import { STORES_APP_ID, catalogOf } from '../catalog/access';
import { catalogReferenceSchema, resolveLine, sameItem, type StoredLine } from './line-items';
import type { EngineApi } from '../../engine/types';

type WithEngine = { engine: EngineApi };

/** The largest quantity one added line item may carry, or a line's quantity may be set to. */
export const MAX_LINE_QUANTITY = 100_000;

/** The schema of a line item to add: a catalog reference and an optional quantity from 1 to `MAX_LINE_QUANTITY`. */
export const lineItemInput = z.object({
  catalogReference: catalogReferenceSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
});
/** A line item to add to a cart or checkout, as validated: its catalog reference and quantity (1 when absent). */
export type LineItemInput = z.infer<typeof lineItemInput>;

/** Refuses a line whose catalog item is unknown or whose wanted quantity is not in stock. */
export function checkLine(ctx: WithEngine, line: StoredLine, field: string): void {
  const resolved = resolveLine(catalogOf(ctx.engine).products, line);
  const ref = line.catalogReference;
  if (resolved.status === 'NOT_FOUND') {
    const reason = ref.appId !== STORES_APP_ID ? 'unknown app' : resolved.product ? 'no variant matches the options' : 'no such product';
    raise(
      applicationError(400, 'CATALOG_ITEM_NOT_FOUND', `Catalog item ${ref.catalogItemId} not found (${reason})`, {
        field,
        catalogReference: ref,
        availability: { status: 'NOT_FOUND' },
      }),
    );
  }
  if (resolved.status !== 'AVAILABLE') {
    raise(
      applicationError(400, 'ITEM_OUT_OF_STOCK', `Only ${resolved.available ?? 0} of ${resolved.product?.name ?? ref.catalogItemId} in stock`, {
        field,
        catalogReference: ref,
        availability: { status: resolved.status, quantityAvailable: resolved.available ?? 0 },
      }),
    );
  }
}

/** Adds lines to the cart, merging a catalog item already in the cart into its existing line. */
export function addLines(ctx: WithEngine, cart: { lines: StoredLine[] }, inputs: LineItemInput[], field = 'lineItems'): void {
  const next = cart.lines.map((line) => ({ ...line }));
  inputs.forEach((input, i) => {
    const quantity = input.quantity ?? 1;
    const existing = next.find((line) => sameItem(line.catalogReference, input.catalogReference));
    if (existing) {
      existing.quantity += quantity;
      checkLine(ctx, existing, `${field}[${i}]`);
    } else {
      const line: StoredLine = { id: ctx.engine.newId(), quantity, catalogReference: input.catalogReference };
      checkLine(ctx, line, `${field}[${i}]`);
      next.push(line);
    }
  });
  cart.lines = next;
}
