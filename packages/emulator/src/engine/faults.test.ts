import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupEmulator } from '../msw';
import { call, CLIENT_ID } from '../../test/helpers';
import { createEmulator } from './emulator';

const anonymous = { clientId: CLIENT_ID, grantType: 'anonymous' };

describe('fault injection', () => {
  it('answers 5xx with a platform-shaped body, by route id, only `times` times', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'oauth2.token', status: 503, times: 2 });
    expect((await call(emulator, 'POST', '/oauth2/token', { body: anonymous })).status).toBe(503);
    const second = await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect(second.status).toBe(503);
    expect(second.json.message).toBe('System error occurred');
    expect(second.headers.get('x-wix-request-id')).toBeTruthy();
    expect((await call(emulator, 'POST', '/oauth2/token', { body: anonymous })).status).toBe(200);
  });

  it('answers 429 with Retry-After and a custom body, matched by METHOD /path', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'POST /oauth2/token', status: 429, retryAfter: 7, body: { message: 'slow down' } });
    const res = await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.json).toEqual({ message: 'slow down' });
    expect((await call(emulator, 'GET', '/oauth2/token')).status).not.toBe(429);
  });

  it('answers a non-JSON body as it is (an HTML 500 from a gateway), with its content type', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'oauth2.token', status: 500, rawBody: '<html><body>Bad gateway</body></html>', times: 1 });
    const html = await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect([html.status, html.headers.get('content-type'), html.text, html.json]).toEqual([500, 'text/html; charset=utf-8', '<html><body>Bad gateway</body></html>', undefined]);
    emulator.faults.add({ route: 'oauth2.token', status: 502, rawBody: 'upstream down', contentType: 'text/plain', times: 1 });
    const text = await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect([text.status, text.headers.get('content-type'), text.text]).toEqual([502, 'text/plain', 'upstream down']);
  });

  it('matches a route template with :params', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'GET /members/v1/members/:id', status: 500 });
    expect((await call(emulator, 'GET', '/members/v1/members/abc')).status).toBe(500);
  });

  it('adds latency before running the route', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'oauth2.token', latencyMs: 120, times: 1 });
    const started = Date.now();
    const res = await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(res.status).toBe(200);
  });

  it('drops the connection: handle() rejects with a TypeError', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: '*', drop: true, times: 1 });
    await expect(call(emulator, 'POST', '/oauth2/token', { body: anonymous })).rejects.toBeInstanceOf(TypeError);
    expect((await call(emulator, 'POST', '/oauth2/token', { body: anonymous })).status).toBe(200);
  });

  it('clear() removes all faults and the recorder still sees faulted requests', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'oauth2.token', status: 500 });
    await call(emulator, 'POST', '/oauth2/token', { body: anonymous });
    expect(emulator.requests.map((r) => r.routeId)).toEqual(['oauth2.token']);
    emulator.faults.clear();
    expect((await call(emulator, 'POST', '/oauth2/token', { body: anonymous })).status).toBe(200);
  });
});

describe('fault injection through the MSW face', () => {
  const platform = setupEmulator();
  beforeAll(() => platform.listen());
  afterAll(() => platform.close());

  it('a dropped request makes fetch reject with TypeError', async () => {
    platform.emulator.faults.add({ route: 'oauth2.token', drop: true, times: 1 });
    await expect(fetch('https://www.wixapis.com/oauth2/token', { method: 'POST', body: JSON.stringify(anonymous) })).rejects.toBeInstanceOf(TypeError);
    const ok = await fetch('https://www.wixapis.com/oauth2/token', { method: 'POST', body: JSON.stringify(anonymous) });
    expect(ok.status).toBe(200);
  });
});
