import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { AuthStrategy } from '../client/types';
import type { Endpoint } from './endpoint';

const wire = wireServer();
const GET: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'g' };
const POST: Endpoint = { method: 'POST', path: '/ecom/v1/checkouts/{id}/create-order', fqn: 'p' };
const IDEMPOTENT: Endpoint = { method: 'POST', path: '/v1/recommendations/get', fqn: 'r', idempotent: true };
const m = {
  get: defineCall((send) => () => send(GET)),
  createOrder: defineCall((send) => () => send(POST, { id: 'c1' })),
  recommend: defineCall((send) => () => send(IDEMPOTENT, {})),
};
const status = (code: number, headers: Record<string, string> = {}) => () => new HttpResponse('{}', { status: code, headers });

afterEach(() => vi.useRealTimers());

describe('retries', () => {
  it('honours Retry-After: 2 on a 429 for a GET, then succeeds', async () => {
    vi.useFakeTimers();
    wire.reply(status(429, { 'Retry-After': '2' }), { cart: { id: 'c' } });
    const promise = createClient({ modules: { m } }).m.get();
    await vi.advanceTimersByTimeAsync(1999);
    expect(wire.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toEqual({ cart: { id: 'c' } });
    expect(wire.requests).toHaveLength(2);
  });

  it('retries a GET 3 times on 503 with exponential backoff from 1 s, then fails', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1); // jitter at its top: the full exponential delay
    wire.reply(status(502));
    const promise = createClient({ modules: { m } }).m.get().catch((e: unknown) => e);
    for (const [wait, count] of [[999, 1], [1, 2], [1999, 2], [1, 3], [3999, 3], [1, 4]] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(wire.requests).toHaveLength(count);
    }
    await expect(promise).resolves.toMatchObject({ code: 'SYSTEM_ERROR', status: 502 });
  });

  it('caps the backoff at 30 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    wire.reply(status(504));
    const c = createClient({ modules: { m }, retry: { limit: 7 } });
    const promise = c.m.get().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    expect(wire.requests).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(wire.requests).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(wire.requests).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(promise).resolves.toMatchObject({ status: 504 });
  });

  it('retries network errors on a GET', async () => {
    vi.useFakeTimers();
    wire.reply(() => HttpResponse.error(), { ok: 1 });
    const promise = createClient({ modules: { m } }).m.get();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toEqual({ ok: 1 });
  });

  it('never retries a mutation: a 503 or a network error on create-order is sent once', async () => {
    wire.reply(status(503));
    await expect(createClient({ modules: { m } }).m.createOrder()).rejects.toMatchObject({ status: 503 });
    expect(wire.requests).toHaveLength(1);
    wire.reply(() => HttpResponse.error());
    await expect(createClient({ modules: { m } }).m.createOrder()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(wire.requests).toHaveLength(2);
  });

  it('retries a POST the module marks idempotent', async () => {
    vi.useFakeTimers();
    wire.reply(status(503), { recommendation: {} });
    const promise = createClient({ modules: { m } }).m.recommend();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toEqual({ recommendation: {} });
  });

  it('does not retry 4xx other than 429, nor when retry is off', async () => {
    wire.reply(status(400));
    await expect(createClient({ modules: { m } }).m.get()).rejects.toMatchObject({ status: 400 });
    wire.reply(status(503));
    await expect(createClient({ modules: { m }, retry: false }).m.get()).rejects.toMatchObject({ status: 503 });
    expect(wire.requests).toHaveLength(2);
  });
});

describe('timeouts and aborts', () => {
  it('times out a slow call with a TIMEOUT error that keeps the cause', async () => {
    wire.reply(() => new Promise<Response>(() => {}) as any);
    const e: any = await createClient({ modules: { m }, timeout: 50, retry: false }).m.get().catch((x: unknown) => x);
    expect(e.code).toBe('TIMEOUT');
    expect(e.cause).toBeInstanceOf(Error);
  });

  it('aborts a call with the caller signal', async () => {
    wire.reply(() => new Promise<Response>(() => {}) as any);
    const controller = new AbortController();
    const promise = createClient({ modules: { m } }).with({ signal: controller.signal }).m.get().catch((x: unknown) => x);
    setTimeout(() => controller.abort(), 10);
    await expect(promise).resolves.toMatchObject({ code: 'ABORTED' });
  });

  it('ends the call on abort even when the injected fetch ignores the signal (and takes no more retries)', async () => {
    let calls = 0;
    const deaf: typeof fetch = () => { calls++; return new Promise<Response>(() => {}); };
    const controller = new AbortController();
    const promise = createClient({ modules: { m }, fetch: deaf, timeout: false }).with({ signal: controller.signal }).m.get().catch((x: unknown) => x);
    setTimeout(() => controller.abort(), 10);
    await expect(promise).resolves.toMatchObject({ name: 'AbortError', code: 'ABORTED' });
    expect(calls).toBe(1);
  });

  it('ends the call on abort while its token is still being fetched, and the call never goes out', async () => {
    let release!: () => void;
    const auth: AuthStrategy = { getAuthHeaders: () => new Promise((r) => (release = () => r({ headers: { Authorization: 'late' } }))) };
    wire.reply({ cart: {} });
    const controller = new AbortController();
    const promise = createClient({ modules: { m }, auth }).with({ signal: controller.signal }).m.get().catch((x: unknown) => x);
    setTimeout(() => controller.abort(), 10);
    await expect(promise).resolves.toMatchObject({ name: 'AbortError', code: 'ABORTED' });
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(wire.requests).toHaveLength(0);
  });

  it('refuses at once with a signal that is already aborted', async () => {
    const deaf = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    controller.abort();
    const e = await createClient({ modules: { m }, fetch: deaf, timeout: false }).with({ signal: controller.signal }).m.get().catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'ABORTED' });
  });
});

describe('401 renewal', () => {
  const strategy = (renew: () => Promise<boolean>) => {
    let token = 'old';
    const auth: AuthStrategy = {
      getAuthHeaders: async () => ({ headers: { Authorization: token } }),
      renewAfterUnauthorized: vi.fn(async () => { token = 'new'; return renew(); }),
    };
    return auth;
  };

  it('renews once and replays the call once with the new token', async () => {
    wire.reply(status(401), { cart: {} });
    const auth = strategy(async () => true);
    await expect(createClient({ modules: { m }, auth }).m.createOrder()).resolves.toEqual({ cart: {} });
    expect(wire.requests.map((r) => r.headers.get('authorization'))).toEqual(['old', 'new']);
    expect(auth.renewAfterUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never loops: a second 401 is thrown', async () => {
    wire.reply(status(401));
    const auth = strategy(async () => true);
    await expect(createClient({ modules: { m }, auth }).m.get()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(wire.requests).toHaveLength(2);
    expect(auth.renewAfterUnauthorized).toHaveBeenCalledTimes(1);
  });
});
