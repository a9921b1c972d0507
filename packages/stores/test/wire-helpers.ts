import { expect } from 'vitest';
import type { Captured } from '@sitekit/testing';

/** The `x-wix-bi-gateway` value of a products call. */
export const productsBi = (name: string, read = false) =>
  `environment=js-sdk,package-name=@wix/auto_sdk_stores_products,method-fqn=wix.catalog.api.v1.Catalog${read ? 'Read' : 'Write'}Api.${name},entity=wix.stores.catalog.v1.product`;

/** The `x-wix-bi-gateway` value of a collections call. */
export const collectionsBi = (name: string) =>
  `environment=js-sdk,package-name=@wix/auto_sdk_stores_collections,method-fqn=wix.stores.catalog.v2.CollectionsService.${name},entity=wix.stores.catalog.v1.collection`;

/** Decodes the `.r=` parameter of a complex GET. */
export const decodeR = (url: URL) => JSON.parse(Buffer.from(url.searchParams.get('.r')!, 'base64url').toString('utf8'));

/** Asserts verb, full URL, auth, method-name and content-type headers, and the exact JSON body. */
export function expectRequest(req: Captured | undefined, method: string, href: string, bi: string, body?: unknown) {
  expect(req).toBeDefined();
  expect(req!.method).toBe(method);
  expect(req!.url.href).toBe(href);
  expect(req!.headers.get('authorization')).toBe('tok');
  expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi);
  if (body === undefined) {
    expect(req!.body).toBe('');
    expect(req!.headers.get('content-type')).toBeNull();
  } else {
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(body);
  }
}
