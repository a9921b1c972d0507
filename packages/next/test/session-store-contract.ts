import { describe, expect, it } from 'vitest';
import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SessionValue } from '../src/session-value';
import type { SessionStore } from '../src/store';

/** Tokens named after `v`, for telling renewals apart. */
export const tokens = (v: string): Tokens => ({ accessToken: { value: `at-${v}`, expiresAt: 9e9 }, refreshToken: { value: `rt-${v}`, role: 'member' } });
const session = (v: string, gen = `gen-${v}`): SessionValue => ({ clientId: 'storefront-app', tokens: tokens(v), gen });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A unique key, id or generation per test: a shared store keeps what earlier tests left for the grace period. */
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

export interface StoreFactory {
  /** A new store with this grace period; with `shared`, every store made shares its data (another process). */
  make(graceMs: number): SessionStore | Promise<SessionStore>;
  /** Stores made by `make` share renewals, generations and sessions, as processes do through a shared store. */
  shared?: boolean;
}

/**
 * The behaviour every {@link SessionStore} has, whatever keeps its data: run it for each implementation.
 * Real time (a shared store's expiry is its own clock), with a short grace period.
 */
export function sessionStoreContract(name: string, factory: StoreFactory) {
  const GRACE = 400;
  describe(`${name}: the SessionStore contract`, () => {
    it('shares one renewal per key among concurrent callers, answers a late caller within the grace period, renews again after it', async () => {
      const store = await factory.make(GRACE);
      const key = unique('client rt');
      let runs = 0;
      const renew = async () => {
        await wait(30);
        return tokens(`${key}-${++runs}`);
      };
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => store.renew(key, renew)));
      expect(runs).toBe(1);
      for (const answer of answers) expect(answer).toEqual(tokens(`${key}-1`));
      await expect(store.renew(key, renew)).resolves.toEqual(tokens(`${key}-1`));
      expect(runs).toBe(1);
      await wait(GRACE + 200);
      await expect(store.renew(key, renew)).resolves.toEqual(tokens(`${key}-2`));
      const other = unique('client other');
      await expect(store.renew(other, renew)).resolves.toEqual(tokens(`${key}-3`));
    });

    it('does not remember a failed renewal', async () => {
      const store = await factory.make(GRACE);
      const key = unique('client rt');
      await expect(store.renew(key, async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
      await expect(store.renew(key, async () => tokens('ok'))).resolves.toEqual(tokens('ok'));
    });

    it('remembers ended generations for the grace period; undefined is never ended', async () => {
      const store = await factory.make(GRACE);
      const [ended, other] = [unique('g1'), unique('g2')];
      await store.end(ended);
      await store.end(undefined);
      expect(await store.ended(ended)).toBe(true);
      expect(await store.ended(other)).toBe(false);
      expect(await store.ended(undefined)).toBe(false);
      await wait(GRACE + 200);
      expect(await store.ended(ended)).toBe(false);
    });

    it('keeps sessions under an opaque id until their ttl; remove forgets; a renewal (onlyIfPresent) never brings one back', async () => {
      const store = await factory.make(GRACE);
      const [id, gone, late] = [unique('sid'), unique('sid'), unique('sid')];
      await store.save!(id, session('a'), 60_000);
      await store.save!(gone, session('b'), 60_000);
      await store.save!(late, session('c'), GRACE);
      expect(await store.load!(id)).toEqual(session('a'));
      await store.save!(id, session('a2', 'gen-a'), 60_000, true);
      expect(await store.load!(id)).toEqual(session('a2', 'gen-a'));
      await store.remove!(gone);
      await store.save!(gone, session('b2'), 60_000, true);
      expect(await store.load!(gone)).toBeUndefined();
      expect(await store.load!(unique('sid'))).toBeUndefined();
      await wait(GRACE + 200);
      expect(await store.load!(late)).toBeUndefined();
      expect(await store.load!(id)).toEqual(session('a2', 'gen-a'));
    });

    it.runIf(factory.shared)('three processes: concurrent renewals of one key make one refresh, and both answer with its tokens', async () => {
      const processes = [await factory.make(GRACE), await factory.make(GRACE), await factory.make(GRACE)];
      const key = unique('client rt');
      let runs = 0;
      const renew = async () => {
        await wait(50);
        return tokens(`${key}-${++runs}`);
      };
      // Staggered over the renewal and past it: late arrivals find the stored result or the lock just released.
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => wait(i * 5).then(() => processes[i % 3]!.renew(key, renew))));
      expect(runs).toBe(1);
      for (const answer of answers) expect(answer).toEqual(tokens(`${key}-1`));
    });

    it.runIf(factory.shared)('two processes: a generation ended, a session saved or removed in one is seen by the other', async () => {
      const [first, second] = [await factory.make(GRACE), await factory.make(GRACE)];
      const [gen, id] = [unique('gen'), unique('sid')];
      await first.end(gen);
      expect(await second.ended(gen)).toBe(true);
      await first.save!(id, session('x'), 60_000);
      expect(await second.load!(id)).toEqual(session('x'));
      await second.remove!(id);
      expect(await first.load!(id)).toBeUndefined();
    });
  });
}
