import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { biHeader, expectRequest as expectWireRequest, type Captured } from '@sitekit/testing';
import { items } from '../src/items';

export const BASE = 'https://www.wixapis.com/wix-data/v2';

/** A client with the items module and the static token `tok`. */
export const client = () => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).items;

/** The `x-wix-bi-gateway` value of a data items call (no package-name, as the platform's data module sends it). */
export const bi = (name: string) => biHeader(undefined, `com.wixpress.cloud.data.api.data.DataItemService.${name}`, 'wix.data.v2.data_item');

export { decodeR } from '@sitekit/testing';

/** Asserts verb, full URL, auth, method-name and content-type headers, and the exact JSON body. */
export const expectRequest = (req: Captured | undefined, method: string, href: string, name: string, body?: unknown) =>
  expectWireRequest(req, method, href, bi(name), body);
