import { describe, expect, it } from 'vitest';
import { readablePath } from '../console/src/requests/readable-path';

// The console's log shows a GET's `.r` query (base64url JSON, as the SDK sends it) decoded.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('console readablePath', () => {
  it('decodes the .r parameter of a GET, keeping the other parameters', () => {
    const query = { query: { filter: { slug: 'crème' }, paging: { limit: 1 } } };
    const shown = readablePath(`/stores-reader/v1/products/query-platformized?.r=${encode(query)}&x=1`);
    expect(shown.query).toEqual(query);
    expect(shown.path).toBe(`/stores-reader/v1/products/query-platformized?x=1 ${JSON.stringify(query)}`);
  });

  it('leaves a path without .r, or with a .r that is no base64url JSON, as it is', () => {
    expect(readablePath('/ecom/v1/carts/current')).toEqual({ path: '/ecom/v1/carts/current' });
    expect(readablePath('/x?.r=not-json')).toEqual({ path: '/x?.r=not-json' });
  });
});
