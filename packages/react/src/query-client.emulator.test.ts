import { describe, expect, it } from 'vitest';
import { createClient, normalizeError, StaticTokenStrategy, ValidationError } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { createSiteKitQueryClient, retryDelay, shouldRetry } from './query-client';

const platform = duringTests(setupEmulator());

const platformError = (status: number) => normalizeError(new Error('x'), { status, body: {} });

describe('createSiteKitQueryClient', () => {
  it('has the spec defaults: 5-minute retention, 3 retries, backoff from 1 s capped at 30 s, no mutation retries', () => {
    const { queries, mutations } = createSiteKitQueryClient().getDefaultOptions();
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.staleTime).toBe(30_000);
    expect(mutations?.retry).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('never retries 4xx platform errors or validation errors; retries 5xx, 429 and network errors up to 3 times', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, platformError(status))).toBe(false);
    expect(shouldRetry(0, new ValidationError([{ field: 'x', description: 'required' }]))).toBe(false);
    for (const e of [platformError(500), platformError(503), platformError(429), normalizeError(new TypeError('fetch failed'))]) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(n, e))).toEqual([true, true, true, false]);
    }
    const overridden = createSiteKitQueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 10 } } }).getDefaultOptions().queries;
    expect(overridden).toMatchObject({ retry: 1, staleTime: 10, gcTime: 300_000 });
  });

  it('against the emulator: a 404 is tried once; a 503 is retried after 1 s (and the 403 that follows is not)', async () => {
    const client = createClient({ auth: StaticTokenStrategy({ accessToken: await visitorToken() }), retry: false });
    const queryClient = createSiteKitQueryClient();
    const get = (path: string) => async () => {
      const r = await client.fetchWithAuth(path);
      return r.json();
    };
    platform.emulator.clearRequests();
    await expect(queryClient.fetchQuery({ queryKey: ['missing'], queryFn: get('/stores-reader/v1/products/nope') })).rejects.toMatchObject({ status: 404 });
    expect(platform.emulator.requests).toHaveLength(1);

    platform.emulator.clearRequests();
    platform.emulator.faults.add({ route: 'GET /members/v1/members/my', status: 503, times: 1 });
    const started = Date.now();
    await expect(queryClient.fetchQuery({ queryKey: ['flaky'], queryFn: get('/members/v1/members/my'), retry: shouldRetry })).rejects.toMatchObject({ status: 403 });
    const elapsed = Date.now() - started;
    expect(platform.emulator.requests.map((r) => r.url)).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1900);
  });
});
