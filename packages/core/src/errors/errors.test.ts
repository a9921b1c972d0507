import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { Endpoint } from '../http/endpoint';
import { normalizeError } from './normalize-error';
import {
  isApplicationError, isNotFound, isPlatformError, isRateLimited, isSiteKitError, isUnauthorized, isValidationError,
  isNetworkError, isTimeoutError, isAbortError, isForbidden,
} from './guards';
import { ValidationError } from './validation-error';

const wire = wireServer();
const POST: Endpoint = { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', fqn: 'x' };
const client = (onError?: (e: unknown) => void) =>
  createClient({ modules: { m: { add: defineCall((send) => () => send(POST, {})) } }, onError, retry: false });
const fail = async (response: Response) => {
  wire.reply(() => response);
  return client().m.add().then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as any);
};
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as any, { status, headers: { 'x-wix-request-id': 'req-1', ...headers } });

describe('platform error shapes (docs/wire/conventions.md)', () => {
  it('a validation error reads INVALID_ARGUMENT: "field" description and keeps the violations', async () => {
    const violations = [
      { field: 'lineItems', description: 'must not be empty', violatedRule: 'MIN_SIZE' },
      { field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' },
    ];
    const e = await fail(json({ message: 'bad', details: { validationError: { fieldViolations: violations } } }, 400));
    expect(e).toBeInstanceOf(ValidationError);
    expect(e.message).toBe('INVALID_ARGUMENT: "lineItems" must not be empty, "lineItems[0].quantity" must be at least 1');
    expect(e).toMatchObject({ code: 'INVALID_ARGUMENT', status: 400, requestId: 'req-1', fieldViolations: violations });
    expect(e.details.validationError.fieldViolations).toEqual(violations);
    expect([isValidationError(e), isPlatformError(e), isApplicationError(e)]).toEqual([true, true, false]);
  });

  it('an application error carries description, code and data, also at details.applicationError', async () => {
    const app = { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found', data: { owner: 'v1' } };
    const e = await fail(json({ details: { applicationError: app } }, 404));
    expect(e.message).toBe('Cart not found');
    expect(e).toMatchObject({ code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found', data: { owner: 'v1' }, status: 404 });
    expect(e.details).toEqual({ applicationError: app, requestId: 'req-1' });
    expect([isApplicationError(e), isNotFound(e), isPlatformError(e)]).toEqual([true, true, true]);
  });

  it("an application error's message is `<platform message>: <description>` when the platform sent a message", async () => {
    const app = { code: 'ORDER_NOT_FOUND', description: 'Order ord-missing does not exist' };
    const e = await fail(json({ message: 'Order not found', details: { applicationError: app } }, 404));
    expect(e.message).toBe('Order not found: Order ord-missing does not exist');
    expect(e.details).toEqual({ applicationError: app, requestId: 'req-1' });
    const bare = await fail(json({ message: 'Order not found', details: { applicationError: { code: 'ORDER_NOT_FOUND' } } }, 404));
    expect(bare.message).toBe('Order not found');
  });

  it.each([
    [401, 'Unauthorized', 'UNAUTHENTICATED', isUnauthorized],
    [403, 'Forbidden', 'PERMISSION_DENIED', isForbidden],
    [404, 'Not Found', 'NOT_FOUND', isNotFound],
    [409, 'Conflict', 'CONFLICT', isPlatformError],
    [429, 'Too Many Requests', 'RATE_LIMITED', isRateLimited],
    [418, "I'm a teapot", 'HTTP_ERROR', isPlatformError],
  ])('another %i reads its status text', async (status, text, code, guard) => {
    const e = await fail(new HttpResponse('{}', { status, statusText: text }));
    expect(e.message).toBe(text);
    expect(e.code).toBe(code);
    expect(guard(e)).toBe(true);
  });

  it('uses the standard phrase when the response has no status text (HTTP/2)', async () => {
    expect((await fail(new HttpResponse('', { status: 404 }))).message).toBe('Not Found');
  });

  it('a 5xx reads System error occurred with the request id, or without when unknown', async () => {
    expect((await fail(json({ message: 'boom' }, 500))).message).toBe('System error occurred, request-id: req-1');
    const e = await fail(new HttpResponse('oops', { status: 502 }));
    expect(e.message).toBe('System error occurred');
    expect(e).toMatchObject({ code: 'SYSTEM_ERROR', status: 502 });
  });

  it('a malformed error body falls back to the status', async () => {
    const e = await fail(new HttpResponse('{not json', { status: 400, statusText: 'Bad Request' }));
    expect(e).toMatchObject({ message: 'Bad Request', status: 400, code: 'HTTP_ERROR' });
  });

  it('calls onError exactly once with the thrown error', async () => {
    wire.reply(() => json({}, 500));
    const onError = vi.fn();
    const e = await client(onError).m.add().catch((x: unknown) => x);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(e);
  });
});

describe('normalizeError', () => {
  it('is idempotent', () => {
    const e = normalizeError(new TypeError('fetch failed'));
    expect(normalizeError(e)).toBe(e);
    expect(normalizeError(normalizeError(e, { status: 500 }))).toBe(e);
  });

  it('keeps network, timeout and abort errors as cause, with their guards', () => {
    const net = new TypeError('fetch failed');
    const timeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(normalizeError(net)).toMatchObject({ code: 'NETWORK_ERROR', cause: net });
    expect(isNetworkError(normalizeError(net))).toBe(true);
    expect(normalizeError(timeout)).toMatchObject({ code: 'TIMEOUT', cause: timeout });
    expect(isTimeoutError(normalizeError(timeout))).toBe(true);
    expect(normalizeError(abort)).toMatchObject({ code: 'ABORTED', cause: abort });
    expect(isAbortError(normalizeError(abort))).toBe(true);
  });

  it('isNotFound answers the data not-found codes WDE0025 and WDE0073 whatever the status', () => {
    const app = (code: string, status = 400) => normalizeError(null, { status, body: { details: { applicationError: { code, description: 'x' } } } });
    expect([isNotFound(app('WDE0025')), isNotFound(app('WDE0073')), isNotFound(app('WDE0073', 404))]).toEqual([true, true, true]);
    expect([isNotFound(app('WDE0074')), isNotFound(app('NOT_FOUND', 400))]).toEqual([false, false]);
  });

  it('brands survive a copy of the package (guards do not use instanceof)', () => {
    const e = normalizeError(null, { status: 404, body: {} });
    const foreign = Object.create(Object.getPrototypeOf(Object.prototype));
    Object.assign(foreign, e);
    for (const s of Object.getOwnPropertySymbols(e)) foreign[s] = (e as any)[s];
    expect(isNotFound(foreign)).toBe(true);
    expect(isSiteKitError({ code: 'NOT_FOUND', status: 404 })).toBe(false);
  });
});
