import {
  IMAGE_FIELD, optionalObject, requireArray, requireInteger, requireObject, requireString, wireReader, wireWriter,
  type WireSpec,
} from '@sitekit/core-runtime';

/**
 * A page URL as the wire carries it: `{ relativePath, url }` (docs/wire/ecom.md). An absolute
 * URL goes as the platform's SDK sends it, `url` with its path as `relativePath`; a path alone goes as
 * `relativePath`.
 */
export const pageUrlToWire = (url: string): { relativePath: string; url?: string | undefined } =>
  /^[a-z][a-z\d+.-]*:/i.test(url) ? { relativePath: new URL(url).pathname, url } : { relativePath: url };

// A line item's `url`: a string on the SDK side, `{ relativePath, url }` on the wire (the SDK reads `url`).
type LineItemUrl = { url?: unknown; [key: string]: unknown } | null | undefined;
const LINE_ITEM = {
  read: (item: LineItemUrl) => (item?.url && typeof item.url === 'object' ? { ...item, url: (item.url as { url?: unknown }).url } : item),
  write: (item: LineItemUrl) => (typeof item?.url === 'string' ? { ...item, url: pageUrlToWire(item.url) } : item),
};

/**
 * The eCommerce wire (docs/wire/ecom.md): dates of every eCommerce entity, the address renames
 * SDK `formatted` / `location` / `addressLine1` ↔ wire `formattedAddress` / `geocode` / `addressLine`,
 * `image` / `media` fields at every depth as `wix:image://v1/…` strings, and line items' page URLs
 * as strings, all in one walk.
 */
const SPEC: WireSpec = {
  dates: ['expirationDate', 'scheduledDate', 'deliverByDate', 'from', 'to', 'expiryDate', 'purchasedDate'],
  rename: { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' },
  fields: { image: IMAGE_FIELD, media: IMAGE_FIELD, lineItems: LINE_ITEM, customLineItems: LINE_ITEM },
};

/**
 * Wire → SDK for eCommerce entities: `_id`/dates at every depth, address renames, images and line
 * item page URLs as strings.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked), as core's `wireReader` does
export const fromEcom: <T = any>(value: unknown) => T = /* @__PURE__ */ wireReader(SPEC);

/**
 * SDK → wire for eCommerce input: the inverse of `fromEcom`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked), as core's `wireWriter` does
export const toEcom: <T = any>(value: unknown) => T = /* @__PURE__ */ wireWriter(SPEC);

/**
 * Line item checks before any request: `lineItems` is a non-empty array of objects whose quantities
 * (when given) are integers of at least 1; each has a `catalogReference` object, or, with `withId`
 * (quantity updates), an id: `_id`, or `id` (the wire name, which the platform's SDK sends as it is).
 */
export function checkLineItems(items: unknown, withId?: boolean): void {
  requireArray(items, 'lineItems');
  items.forEach((item: unknown, index) => {
    const name = `lineItems[${index}]`;
    requireObject(item, name);
    if (withId) requireString(item._id ?? item.id, `${name}._id`);
    if (withId || item.quantity !== undefined) requireInteger(item.quantity, `${name}.quantity`, 1);
    if (!withId) requireObject(item.catalogReference, `${name}.catalogReference`);
  });
}

/**
 * Argument checks for options objects that carry line items (spread into the payload): `lineItemOptions`
 * checks `lineItems` when given; `addLineItemOptions` requires them unless `customLineItems` are given.
 */
export const lineItemOptions = (options: { lineItems?: unknown } | undefined, name: string): void => {
  optionalObject(options, name);
  if (options?.lineItems) checkLineItems(options.lineItems);
};
/** See `lineItemOptions`. */
export const addLineItemOptions = (options: { lineItems?: unknown; customLineItems?: unknown } | undefined, name: string): void => {
  optionalObject(options, name);
  if (options?.lineItems || !options?.customLineItems) checkLineItems(options?.lineItems);
};
/** Quantity updates `[{ _id, quantity }]` (or `id`): ids and quantities of at least 1 (see `checkLineItems`). */
export const quantityUpdates = (lineItems: unknown): void => checkLineItems(lineItems, true);
