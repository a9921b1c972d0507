import { expect } from 'vitest';
import type { Captured } from './wire-server';

/**
 * Asserts one request exactly: verb, full URL, the token `tok` (or `token`), the method-name header
 * `x-wix-bi-gateway`, and the JSON body with its content type (or no body and no content type).
 *
 * @example
 * ```ts
 * expectRequest(wire.requests[0], 'GET', 'https://www.wixapis.com/stores/v1/products/p1', productsBi('GetProduct', true));
 * ```
 */
export function expectRequest(req: Captured | undefined, method: string, href: string, bi: string, body?: unknown, token = 'tok'): void {
  expect(req).toBeDefined();
  expect(req!.method).toBe(method);
  expect(req!.url.href).toBe(href);
  expect(req!.headers.get('authorization')).toBe(token);
  expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi);
  if (body === undefined) {
    expect(req!.body).toBe('');
    expect(req!.headers.get('content-type')).toBeNull();
  } else {
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(body);
  }
}

/**
 * The `x-wix-bi-gateway` value the platform's SDK sends: package (if any), method FQN, entity (if any).
 */
export const biHeader = (pkg: string | undefined, fqn: string, entity?: string): string =>
  `environment=js-sdk${pkg ? `,package-name=${pkg}` : ''},method-fqn=${fqn}${entity ? `,entity=${entity}` : ''}`;

/**
 * Decodes the `.r=` parameter of a complex GET (base64url of UTF-8 JSON, padding optional).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the decoded request's fields directly (what went out is what they check)
export const decodeR = (url: URL): any => {
  const encoded = url.searchParams.get('.r')!;
  const bin = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (char) => char.charCodeAt(0))));
};
