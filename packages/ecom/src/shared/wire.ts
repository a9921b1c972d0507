import {
  defineCall, fromWire, IMAGE_FIELD, optionalObject, requireArray, requireInteger, requireObject, requireString, toWire,
  type Call, type Endpoint, type HttpMethod, type SiteKitError, type WireSpec,
} from '@sitekit/core';

/**
 * The eCommerce wire spec (spec section 3): dates of every eCommerce entity, the address renames
 * SDK `formatted` / `location` / `addressLine1` ↔ wire `formattedAddress` / `geocode` / `addressLine`,
 * and `image` / `media` fields at every depth as `wix:image://v1/…` strings, all in one walk.
 */
const SPEC: WireSpec = {
  dates: /* @__PURE__ */ 'expirationDate scheduledDate deliverByDate from to expiryDate purchasedDate'.split(' '),
  rename: { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' },
  fields: { image: IMAGE_FIELD, media: IMAGE_FIELD },
};

/**
 * Wire → SDK for eCommerce entities: `_id`/dates at every depth, address renames, images as strings.
 *
 * @example
 * ```ts
 * fromEcom({ id: 'c1', lineItems: [{ image: { id: 'a.jpg', width: 1, height: 1 } }] });
 * // { _id: 'c1', lineItems: [{ image: 'wix:image://v1/a.jpg/a.jpg#originWidth=1&originHeight=1' }] }
 * ```
 */
export const fromEcom = <T = any>(value: unknown): T => fromWire(value, SPEC);

/**
 * SDK → wire for eCommerce input: the inverse of `fromEcom`.
 *
 * @example
 * ```ts
 * toEcom({ address: { formatted: '1 Main St', location: { latitude: 1, longitude: 2 } } });
 * // { address: { formattedAddress: '1 Main St', geocode: { latitude: 1, longitude: 2 } } }
 * ```
 */
export const toEcom = <T = any>(value: unknown): T => toWire(value, SPEC);

/**
 * One module's endpoint factory: the service prefix of the method FQN, the entity and the package
 * are written once per module.
 *
 * @example
 * ```ts
 * const ep = endpoints('com.wix.ecom.orders.v1.Orders.', 'wix.ecom.v1.order', 'ecom_orders');
 * const GET_ORDER = ep('GET', '/ecom/v1/orders/{id}', 'GetOrder');
 * ```
 */
export const endpoints = (service: string, entity: string | undefined, pkg: string) =>
  (method: HttpMethod, path: string, name: string, extra?: Partial<Endpoint>): Endpoint =>
    ({ method, path, fqn: service + name, entity, pkg: '@wix/auto_sdk_' + pkg, ...extra });

/**
 * Line item checks before any request: `lineItems` is a non-empty array of objects whose quantities
 * (when given) are integers of at least 1; each has a `catalogReference` object, or, with `withId`
 * (quantity updates), an `_id`.
 *
 * @example
 * ```ts
 * checkLineItems([{ _id: 'li1', quantity: 0 }], true); // throws: "lineItems[0].quantity" must be at least 1
 * ```
 */
export function checkLineItems(items: unknown, withId?: boolean): void {
  requireArray(items, 'lineItems');
  items.forEach((item: any, i) => {
    requireObject(item, `lineItems[${i}]`);
    if (withId) requireString(item._id, `lineItems[${i}]._id`);
    if (withId || item.quantity !== undefined) requireInteger(item.quantity, `lineItems[${i}].quantity`, 1);
    if (!withId) requireObject(item.catalogReference, `lineItems[${i}].catalogReference`);
  });
}

/**
 * Payload builders for `calls` (SDK → wire, checks first). `options`: an options object spread into
 * the payload; `withLineItems`: the same, its `lineItems` checked when given; `addLineItems`: the
 * same, `lineItems` required unless `customLineItems` are given.
 *
 * @example
 * ```ts
 * addLineItems({ lineItems: [] }); // throws: "lineItems" must not be empty
 * ```
 */
export const options = (o?: object): any => {
  optionalObject(o, 'options');
  return toEcom({ ...o });
};
/** See `options`. */
export const withLineItems = (o?: { lineItems?: unknown }): any => {
  if (o?.lineItems) checkLineItems(o.lineItems);
  return options(o);
};
/** See `options`. */
export const addLineItems = (o?: { lineItems?: unknown; customLineItems?: unknown }): any => {
  if (o?.lineItems || !o?.customLineItems) checkLineItems(o?.lineItems);
  return options(o);
};
/** Line item ids to remove: `{ lineItemIds }`. */
export const lineItemIds = (ids: unknown): any => {
  requireArray(ids, 'lineItemIds');
  return { lineItemIds: ids };
};
/** Quantity updates `[{ _id, quantity }]`: `{ lineItems }` with wire ids. */
export const quantities = (lineItems: unknown): any => {
  checkLineItems(lineItems, true);
  return toEcom({ lineItems });
};
/**
 * An entity id first (`_id` → `id`: the path's `{id}`, repeated in the query or body by `send`),
 * then what `payload` builds from the remaining arguments.
 *
 * @example
 * ```ts
 * byId(options)('chk-1', { orderId: 'o1' }); // { id: 'chk-1', orderId: 'o1' }
 * ```
 */
export const byId = (payload: (...args: any[]) => Record<string, unknown> = () => ({})) => (_id: unknown, ...rest: any[]): any => {
  requireString(_id, '_id');
  return { id: _id, ...payload(...rest) };
};

/**
 * One module's call declarer: each call is one line, `"<verb> .<path after base> <method name> [returns
 * [error code]]"` and the payload builder for its arguments (none: an empty payload), beside its docs.
 * Returns: the full response by default, a field name unwraps that field, `-` nothing. An optional
 * error code resolves `null` instead of throwing. Bad input is a `ValidationError` before any request
 * (the builder runs first); responses go wire → SDK (`fromEcom`).
 *
 * @example
 * ```ts
 * const cart = calls('com.wix.ecom.cart.api.v1.CurrentCartService.', 'wix.ecom.v1.cart', 'ecom_current-cart', '/ecom/v1/carts/current');
 * export const addToCurrentCart = cart('POST ./add-to-cart AddToCurrentCart', addLineItems);
 * ```
 */
export const calls = (service: string, entity: string, pkg: string, base: string) =>
  (spec: string, payload: (...args: any[]) => Record<string, unknown> = () => ({})): Call<(...args: any[]) => Promise<any>> => {
    const [method, path, name, returns, nullOn] = spec.split(' ') as [HttpMethod, string, string, string?, string?];
    const endpoint: Endpoint = { method, path: base + path.slice(1), fqn: service + name, entity, pkg: '@wix/auto_sdk_' + pkg };
    return defineCall((send) => async (...args: any[]) => {
      const response = await send(endpoint, payload(...args)).catch((e: SiteKitError) => (nullOn && e.code === nullOn ? null : Promise.reject(e)));
      // `-`: no response field has that name, so nothing comes back.
      return response && fromEcom(returns ? response[returns] : response);
    });
  };
