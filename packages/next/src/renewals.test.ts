import { describe, expect, it } from 'vitest';
import type { Tokens } from '@sitekit/core-runtime/auth';
import { createSessionRenewals } from './renewals';

const tokens = (v: string): Tokens => ({ accessToken: { value: `at-${v}`, expiresAt: 9e9 }, refreshToken: { value: `rt-${v}`, role: 'member' } });

describe('createSessionRenewals', () => {
  it('shares one renewal per key, answers a late caller within the grace period, renews again after it', async () => {
    let clock = 0;
    const renewals = createSessionRenewals({ graceMs: 1000, now: () => clock });
    let runs = 0;
    const renew = async () => tokens(String(++runs));
    const [a, b] = await Promise.all([renewals.renew('k', renew), renewals.renew('k', renew)]);
    expect(runs).toBe(1);
    expect(b).toBe(a);
    clock = 1000;
    await expect(renewals.renew('k', renew)).resolves.toBe(a);
    clock = 1001;
    await expect(renewals.renew('k', renew)).resolves.toEqual(tokens('2'));
    await expect(renewals.renew('other', renew)).resolves.toEqual(tokens('3'));
  });

  it('does not remember a failed renewal', async () => {
    const renewals = createSessionRenewals();
    await expect(renewals.renew('k', async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(renewals.renew('k', async () => tokens('ok'))).resolves.toEqual(tokens('ok'));
  });

  it('remembers ended generations for the grace period; undefined is never ended', () => {
    let clock = 0;
    const renewals = createSessionRenewals({ graceMs: 1000, now: () => clock });
    renewals.end('g1');
    renewals.end(undefined);
    expect(renewals.ended('g1')).toBe(true);
    expect(renewals.ended('g2')).toBe(false);
    expect(renewals.ended(undefined)).toBe(false);
    clock = 1001;
    expect(renewals.ended('g1')).toBe(false);
  });

  it('keeps at most maxEntries of each kind (the oldest go first)', async () => {
    const renewals = createSessionRenewals({ maxEntries: 2 });
    let runs = 0;
    const renew = async () => tokens(String(++runs));
    for (const key of ['a', 'b', 'c']) await renewals.renew(key, renew);
    await renewals.renew('a', renew);
    expect(runs).toBe(4);
    for (const gen of ['g1', 'g2', 'g3']) renewals.end(gen);
    expect(['g1', 'g2', 'g3'].map((g) => renewals.ended(g))).toEqual([false, true, true]);
  });
});
