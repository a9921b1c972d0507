export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One platform call, as data: verb, path template (service prefix included), the method-name
 * header parts, and how the arguments travel. Lives next to the function that uses it.
 *
 * @example
 * ```ts
 * const GET_ORDER: Endpoint = {
 *   method: 'GET', path: '/ecom/v1/orders/{id}',
 *   fqn: 'com.wix.ecom.orders.v1.Orders.GetOrder', entity: 'wix.ecom.v1.order', pkg: '@wix/auto_sdk_ecom_orders',
 * };
 * ```
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path with `{field}` or `{a.b}` placeholders filled (URL-encoded) from the wire payload. */
  path: string;
  /** `method-fqn` of the `x-wix-bi-gateway` header. */
  fqn: string;
  /** `entity` of the method-name header. */
  entity?: string;
  /** `package-name` of the method-name header (omitted when absent, as the data-items module does). */
  pkg?: string;
  /** GET only: send the payload as one `.r=` base64url(JSON) parameter when it holds nested objects. */
  complex?: boolean;
  /** GET only: the POST path used when the query string would pass 4000 characters. */
  fallback?: string;
  /** A non-GET call that is safe to repeat (so it is retried like a GET). */
  idempotent?: boolean;
  /** Always on the `www` host, even for OAuth clients (token, redirect and identity calls). */
  www?: boolean;
}

/** The `x-wix-bi-gateway` value for an endpoint. */
export const biHeader = (e: Endpoint): string =>
  `environment=js-sdk${e.pkg ? `,package-name=${e.pkg}` : ''},method-fqn=${e.fqn}${e.entity ? `,entity=${e.entity}` : ''}`;
