import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createClient } from 'redis';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, EMULATOR_API_KEY, postJson } from '@sitekit/testing';
import type { Tokens } from '@sitekit/core-runtime/auth';
import { startRedis, type RunningRedis } from '../../../scripts/redis-support.mjs';
import { redisProxy, type RedisProxy } from '../test/helpers';
import { defineSiteKit, siteKitMiddleware } from './index';
import { createRedisSessionStore } from './redis';
import { sessionRoute } from './server';
import { storeTokens } from './token-storage';

// Three server processes sharing one real redis-server (each its own client and store), while Redis is
// killed, slowed or cut off in the middle of a renewal. Refresh grants are counted at the platform.
const platform = duringTests(setupEmulator());
const ORIGIN = 'https://shop.example';
const LOCK_MS = 4_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clients: { destroy(): void }[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const client of clients) client.destroy();
  for (const close of closers) await close();
});

/** A server process: its own Redis connection and session store, its warnings counted. */
async function serverProcess(url: string, tokenStorage = false) {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 50, connectTimeout: 300 } });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect();
  const warn = vi.fn();
  const renewals = createRedisSessionStore(client, { clientId: 'storefront-app', warn, commandTimeoutMs: 300, lockMs: LOCK_MS });
  return { siteKit: defineSiteKit({ clientId: 'storefront-app', renewals, ...(tokenStorage ? { tokenStorage: storeTokens() } : {}) }), warn, client };
}

/** A member session whose access token has expired (the next request renews it). */
async function expiredMember(): Promise<Tokens> {
  const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: '00000000-0000-4000-8000-000000000001' };
  const visitor = await postJson('/oauth2/token', { clientId: 'storefront-app', grantType: 'anonymous' });
  const json = await postJson('/oauth2/token', body, `${visitor.access_token},${EMULATOR_API_KEY}`);
  return { accessToken: { value: json.access_token, expiresAt: Math.floor(Date.now() / 1000) - 10 }, refreshToken: { value: json.refresh_token, role: 'member' } };
}

const cookieOf = (tokens: Tokens) => `sitekit_session=${encodeURIComponent(JSON.stringify({ clientId: 'storefront-app', tokens }))}`;
const sessionIn = (res: Response): Tokens | undefined => {
  const raw = /sitekit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return raw ? JSON.parse(decodeURIComponent(raw)).tokens : undefined;
};
const refreshGrants = (refreshToken: string) =>
  platform.emulator.requests.filter((r) => r.url.endsWith('/oauth2/token') && (r.body as any)?.grantType === 'refresh_token' && (r.body as any)?.refreshToken === refreshToken).length;

/** Three processes, three requests each, on one expired member session; `fault` runs once the first holds the lock. */
async function renewDuring(url: string, fault: () => Promise<void>) {
  const processes = await Promise.all([1, 2, 3].map(() => serverProcess(url)));
  const member = await expiredMember();
  platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 900 });
  const send = (index: number) => siteKitMiddleware(processes[index % 3]!.siteKit, new NextRequest(`${ORIGIN}/`, { headers: { cookie: cookieOf(member) } }));
  const first = send(0);
  await wait(60);
  const others = [1, 2, 3, 4, 5, 6, 7, 8].map(send);
  await wait(150);
  await fault();
  const answers = await Promise.all([first, ...others]);
  platform.emulator.faults.clear();
  return { processes, member, sessions: answers.map(sessionIn) };
}

function expectOneRenewal({ member, sessions }: { member: Tokens; sessions: (Tokens | undefined)[] }) {
  expect(refreshGrants(member.refreshToken.value)).toBe(1);
  expect(sessions.map((tokens) => tokens?.refreshToken.role)).toEqual(Array(9).fill('member'));
  expect(new Set(sessions.map((tokens) => tokens!.accessToken.value)).size).toBe(1);
}

describe('the Redis session store when Redis falters mid-renewal (real redis-server processes)', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis({ args: ['--enable-debug-command', 'yes'] });
    closers.push(() => redis.stop());
  }, 120_000);

  it('killed and restarted: one refresh grant, every response keeps the member, one warning per process', async () => {
    const own = await startRedis();
    closers.push(() => own.stop());
    const run = await renewDuring(own.url, async () => {
      process.kill(own.pid, 'SIGKILL');
      await wait(250);
      const restarted = await startRedis({ port: own.port });
      closers.push(() => restarted.stop());
    });
    expectOneRenewal(run);
    for (const { warn } of run.processes) expect(warn).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('slowed (DEBUG SLEEP): one refresh grant, every response keeps the member; a second slow spell warns again', async () => {
    const admin = createClient({ url: redis.url });
    clients.push(admin);
    await admin.connect();
    const sleep = () => void admin.sendCommand(['DEBUG', 'SLEEP', '1.5']).catch(() => undefined);
    const run = await renewDuring(redis.url, async () => sleep());
    expectOneRenewal(run);
    for (const { warn } of run.processes) expect(warn).toHaveBeenCalledTimes(1);
    await wait(300);
    sleep();
    await wait(50);
    await Promise.all(run.processes.map(({ siteKit }) => siteKit.renewals.ended('some-generation')));
    for (const { warn } of run.processes) expect(warn).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('cut off: one refresh grant, every response keeps the member; a login kept locally is written back', async () => {
    const proxy: RedisProxy = await redisProxy(redis.port);
    closers.push(() => proxy.close());
    const run = await renewDuring(proxy.url, async () => {
      proxy.cut();
      setTimeout(() => proxy.restore(), 400);
    });
    expectOneRenewal(run);
    for (const { warn } of run.processes) expect(warn).toHaveBeenCalledTimes(1);

    // A member logs in (storeTokens) on one process while Redis is cut off from it.
    const [here, there] = await Promise.all([serverProcess(proxy.url, true), serverProcess(redis.url, true)]);
    const member = { ...(await expiredMember()), accessToken: { value: 'at-kept', expiresAt: Math.floor(Date.now() / 1000) + 3600 } };
    proxy.cut();
    const login = await sessionRoute(here.siteKit).POST(new NextRequest(`${ORIGIN}/api/sitekit/session`, {
      method: 'POST', body: JSON.stringify({ tokens: member }), headers: { origin: ORIGIN, 'content-type': 'application/json' },
    }));
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
    const roleAt = async (siteKit: typeof here.siteKit) => (await (await sessionRoute(siteKit).GET(new NextRequest(`${ORIGIN}/api/sitekit/session`, { headers: { cookie } }))).json()).role;
    expect(await roleAt(here.siteKit)).toBe('member'); // its own copy, during the outage
    proxy.restore();
    await vi.waitFor(async () => expect(await roleAt(there.siteKit)).toBe('member'), { timeout: 5_000, interval: 100 });
    expect(await roleAt(here.siteKit)).toBe('member');
    expect(here.warn).toHaveBeenCalledTimes(1);
  }, 30_000);
});
