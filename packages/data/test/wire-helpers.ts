import { expect } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core';
import type { Captured } from '@sitekit/testing';
import { items } from '../src/items';

export const BASE = 'https://www.wixapis.com/wix-data/v2';

/** A client with the items module and the static token `tok`. */
export const client = () => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).items;

/** The `x-wix-bi-gateway` value of a data items call (no package-name, as the platform's data module sends it). */
export const bi = (name: string) => `environment=js-sdk,method-fqn=wix.cloud.dataitems.v2.DataItemService.${name},entity=wix.data.v2.data_item`;

/** Decodes the `.r=` parameter of a complex GET. */
export const decodeR = (url: URL) => JSON.parse(Buffer.from(url.searchParams.get('.r')!, 'base64url').toString('utf8'));

/** Asserts verb, full URL, auth, method-name and content-type headers, and the exact JSON body. */
export function expectRequest(req: Captured | undefined, method: string, href: string, name: string, body?: unknown) {
  expect(req).toBeDefined();
  expect(req!.method).toBe(method);
  expect(req!.url.href).toBe(href);
  expect(req!.headers.get('authorization')).toBe('tok');
  expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi(name));
  if (body === undefined) {
    expect(req!.body).toBe('');
    expect(req!.headers.get('content-type')).toBeNull();
  } else {
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(body);
  }
}
