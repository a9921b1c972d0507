import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { startRedis, type RunningRedis } from '../../../scripts/redis-support.mjs';
import { sessionStoreContract, tokens } from '../test/session-store-contract';
import { createRedisSessionStore } from './redis';

// A real redis-server, started and stopped here (installed with apt-get when missing and root). No mock.
let redis: RunningRedis;
const clients: { destroy(): void }[] = [];
async function connect(url = redis.url) {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 50, connectTimeout: 500 } });
  client.on('error', () => undefined); // the store under test reports errors itself
  clients.push(client);
  return client.connect();
}

beforeAll(async () => {
  redis = await startRedis();
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.destroy();
  await redis?.stop();
});

sessionStoreContract('createRedisSessionStore (shared through a real redis-server)', {
  make: async (graceMs) => createRedisSessionStore(await connect(), { clientId: 'storefront-app', graceMs }),
  shared: true,
});

describe('createRedisSessionStore', () => {
  it('puts no token, session id or generation in a key name or, readable, in a value', async () => {
    const client = await connect();
    const store = createRedisSessionStore(client, { clientId: 'keys-app' });
    await store.renew('keys-app rt-secret-refresh', async () => tokens('secret-rotated'));
    await store.end('gen-secret');
    await store.save!('sid-secret', { clientId: 'keys-app', tokens: tokens('secret-session'), gen: 'gen-2' }, 60_000);
    const keys = await client.keys('sitekit:keys-app:*');
    expect(keys.map((key) => key.replace(/:[\w-]{43}$/, ':<digest>')).sort()).toEqual([
      'sitekit:keys-app:ended:<digest>', 'sitekit:keys-app:renewal:<digest>', 'sitekit:keys-app:session:<digest>',
    ]);
    const values = await Promise.all(keys.map((key) => client.get(key)));
    for (const text of [...keys, ...values]) expect(text).not.toMatch(/secret/);
  });

  it('namespaces keys per client id: another app never shares a renewal', async () => {
    const [first, second] = [createRedisSessionStore(await connect(), { clientId: 'app-one' }), createRedisSessionStore(await connect(), { clientId: 'app-two' })];
    let runs = 0;
    const renew = async () => tokens(String(++runs));
    await first.renew('same key', renew);
    await second.renew('same key', renew);
    expect(runs).toBe(2);
  });

  it('a lock whose holder crashed expires: a waiting process renews after lockMs', async () => {
    const key = `crash ${Math.random()}`;
    const crashed = createRedisSessionStore(await connect(), { clientId: 'storefront-app', lockMs: 300 });
    const survivor = createRedisSessionStore(await connect(), { clientId: 'storefront-app', lockMs: 300 });
    void crashed.renew(key, () => new Promise<never>(() => undefined)); // takes the lock, never answers
    await new Promise((resolve) => setTimeout(resolve, 50));
    let runs = 0;
    const started = Date.now();
    await expect(survivor.renew(key, async () => tokens(String(++runs)))).resolves.toEqual(tokens('1'));
    expect(runs).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('Redis gone: falls back to this process (renewals, generations, sessions), warns once, never throws', async () => {
    const own = await startRedis();
    try {
      const warn = vi.fn();
      const client = await connect(own.url);
      const store = createRedisSessionStore(client, { clientId: 'storefront-app', warn, commandTimeoutMs: 300, lockMs: 400 });
      await store.save!('sid', { clientId: 'storefront-app', tokens: tokens('kept'), gen: 'g' }, 60_000);
      await own.stop();
      let runs = 0;
      const renew = async () => tokens(String(++runs));
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3].map(() => store.renew('client rt', renew)));
      expect(runs).toBe(1); // still one refresh per process
      // Not before a lock taken before the outage would have expired: its holder may be renewing.
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(answers).toEqual([tokens('1'), tokens('1'), tokens('1')]);
      await store.end('gen-x');
      expect(await store.ended('gen-x')).toBe(true);
      expect(await store.ended('gen-y')).toBe(false);
      expect(await store.load!('sid')).toEqual({ clientId: 'storefront-app', tokens: tokens('kept'), gen: 'g' });
      await store.remove!('sid');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/Redis session store is unreachable/);
    } finally {
      await own.stop();
    }
  });
});
