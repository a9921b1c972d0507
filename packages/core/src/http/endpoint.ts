/** The HTTP verb of an endpoint. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One platform call, as data: verb, path template (service prefix included), the method-name
 * header parts, and how the arguments travel. Lives next to the function that uses it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path with `{field}` or `{a.b}` placeholders filled (URL-encoded) from the wire payload. */
  path: string;
  /** `method-fqn` of the `x-wix-bi-gateway` header. */
  fqn: string;
  /** `entity` of the method-name header. */
  entity?: string | undefined;
  /** `package-name` of the method-name header (omitted when absent, as the data-items module does). */
  pkg?: string | undefined;
  /** GET only: send the payload as one `.r=` base64url(JSON) parameter when it holds nested objects. */
  complex?: boolean | undefined;
  /** GET only: the POST path used when the query string would pass 4000 characters (or the URL `maxUrl`). */
  fallback?: string | undefined;
  /** GET only: fall back when the whole URL would pass this many characters (data items: 2048). */
  maxUrl?: number | undefined;
  /** A non-GET call that is safe to repeat (so it is retried like a GET). */
  idempotent?: boolean | undefined;
  /** Always on the `www` host, even for OAuth clients (token, redirect and identity calls). */
  www?: boolean | undefined;
  /**
   * The whole `x-wix-bi-gateway` value, when it is built once with the declaration (`defineService`
   * does); without it, the transport builds it from the parts above on every request.
   */
  header?: string | undefined;
}

/**
 * The `x-wix-bi-gateway` value for an endpoint.
 */
export const biHeader = (e: Endpoint): string =>
  `environment=js-sdk${e.pkg ? `,package-name=${e.pkg}` : ''},method-fqn=${e.fqn}${e.entity ? `,entity=${e.entity}` : ''}`;
