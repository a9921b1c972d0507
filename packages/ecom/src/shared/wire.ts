import {
  fromWire, imageFromWire, imageToWire, requireArray, requireInteger, requireString, toWire,
  type Endpoint, type HttpMethod, type WireSpec,
} from '@sitekit/core';

/**
 * The eCommerce wire spec (spec section 3): dates of every eCommerce entity, and the address renames
 * SDK `formatted` / `location` / `addressLine1` ↔ wire `formattedAddress` / `geocode` / `addressLine`.
 */
const SPEC: WireSpec = {
  dates: ['expirationDate', 'scheduledDate', 'deliverByDate', 'from', 'to', 'expiryDate', 'purchasedDate'],
  rename: { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' },
};

const isPlain = (v: unknown): v is Record<string, unknown> => (v as object | null)?.constructor === Object;

// `image` / `media` fields: wire objects ↔ `wix:image://v1/…` strings, at every depth.
const images = (v: unknown, sdk: boolean): unknown =>
  Array.isArray(v)
    ? v.map((x) => images(x, sdk))
    : isPlain(v)
      ? Object.fromEntries(
          Object.entries(v).map(([k, x]) => [
            k,
            (k === 'image' || k === 'media') && (sdk ? isPlain(x) && (x.id || x.url) : typeof x === 'string')
              ? sdk ? imageFromWire(x as any) : imageToWire(x)
              : images(x, sdk),
          ]),
        )
      : v;

/**
 * Wire → SDK for eCommerce entities: `_id`/dates at every depth, address renames, images as strings.
 *
 * @example
 * ```ts
 * fromEcom({ id: 'c1', lineItems: [{ image: { id: 'a.jpg', width: 1, height: 1 } }] });
 * // { _id: 'c1', lineItems: [{ image: 'wix:image://v1/a.jpg/a.jpg#originWidth=1&originHeight=1' }] }
 * ```
 */
export const fromEcom = <T = any>(value: unknown): T => fromWire(images(value, true), SPEC);

/**
 * SDK → wire for eCommerce input: the inverse of `fromEcom`.
 *
 * @example
 * ```ts
 * toEcom({ address: { formatted: '1 Main St', location: { latitude: 1, longitude: 2 } } });
 * // { address: { formattedAddress: '1 Main St', geocode: { latitude: 1, longitude: 2 } } }
 * ```
 */
export const toEcom = <T = any>(value: unknown): T => toWire(images(value, false), SPEC);

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
 * Line item checks before any request: a non-empty array whose quantities (when given) are
 * integers of at least 1; `withId` also requires each item's `_id` (quantity updates).
 *
 * @example
 * ```ts
 * checkLineItems([{ _id: 'li1', quantity: 0 }], 'lineItems', true); // throws: "lineItems[0].quantity" must be at least 1
 * ```
 */
export function checkLineItems(items: unknown, field: string, withId?: boolean): void {
  requireArray(items, field);
  items.forEach((item: any, i) => {
    const at = `${field}[${i}]`;
    if (withId) requireString(item?._id, at + '._id');
    if (withId || item?.quantity !== undefined) requireInteger(item?.quantity, at + '.quantity', 1);
  });
}
