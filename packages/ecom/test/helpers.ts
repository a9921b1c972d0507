import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { expect } from 'vitest';
import { biHeader, expectRequest as expectWireRequest, type Captured } from '@sitekit/testing';

/** A client with the raw token `tok` and the given modules. */
export const clientWith = <M extends Record<string, object>>(modules: M) =>
  createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });

/** What one wire request must be: verb, full URL, method-name header, JSON body (or none). */
export interface Expected {
  method: string;
  url: string;
  fqn: string;
  entity?: string;
  pkg: string;
  body?: unknown;
}

/** Asserts one request exactly (verb, full URL, token, method-name header, JSON body or none): `@sitekit/testing`'s check. */
export function expectRequest(req: Captured | undefined, e: Expected): void {
  expectWireRequest(req, e.method, e.url, biHeader(`@wix/auto_sdk_${e.pkg}`, e.fqn, e.entity), e.body);
}

export { decodeR } from '@sitekit/testing';

/**
 * An input check of `wire`'s client: `refused(call, field)` asserts the call is a validation error
 * naming `field` first, and that nothing reached the wire.
 */
export const refusedBeforeSending = (wire: { requests: readonly unknown[] }) => async (call: Promise<unknown>, field: string): Promise<void> => {
  const error = await call.catch((e: unknown) => e);
  expect(isValidationError(error)).toBe(true);
  expect((error as { fieldViolations: { field: string }[] }).fieldViolations[0]!.field).toBe(field);
  expect(wire.requests).toHaveLength(0);
};

/** A wire cart with an id, dates, an image and an address, and its SDK reading. */
export const WIRE_CART = {
  id: 'cart-1',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-02T10:00:00.000Z',
  currency: 'USD',
  lineItems: [
    {
      id: 'li-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } },
      price: { amount: '10.50', formattedAmount: '$10.50' },
      image: { id: 'img.jpg', url: 'https://static.wixstatic.com/media/img.jpg', width: 800, height: 600 },
      serviceProperties: { scheduledDate: '2024-06-01T09:00:00.000Z' },
    },
  ],
  contactInfo: {
    address: { country: 'US', addressLine: '1 Main St', formattedAddress: '1 Main St, NY', geocode: { latitude: 1.5, longitude: 2.5 } },
  },
  subtotal: { amount: '21.00', formattedAmount: '$21.00' },
};
export const SDK_CART = {
  _id: 'cart-1',
  _createdDate: new Date('2024-05-01T10:00:00.000Z'),
  _updatedDate: new Date('2024-05-02T10:00:00.000Z'),
  currency: 'USD',
  lineItems: [
    {
      _id: 'li-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } },
      price: { amount: '10.50', formattedAmount: '$10.50' },
      image: 'wix:image://v1/img.jpg/img.jpg#originWidth=800&originHeight=600',
      serviceProperties: { scheduledDate: new Date('2024-06-01T09:00:00.000Z') },
    },
  ],
  contactInfo: {
    address: { country: 'US', addressLine1: '1 Main St', formatted: '1 Main St, NY', location: { latitude: 1.5, longitude: 2.5 } },
  },
  subtotal: { amount: '21.00', formattedAmount: '$21.00' },
};
