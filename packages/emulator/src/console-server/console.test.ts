import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../engine/emulator';
import { setupEmulator } from '../msw';
import { startEmulator, type RunningEmulator } from '../server';
import { CLIENT_ID } from '../../test/helpers';
import { createConsoleHandler } from './index';

const BASE = 'http://127.0.0.1:4999';
const ORIGIN = { origin: BASE };

function builtConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/_emulator/assets/index-abc.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(dir, 'secret.txt'), 'not an asset');
  return dir;
}

function setup() {
  const emulator = createEmulator({ baseUrl: BASE });
  const handle = createConsoleHandler(emulator, { dir: builtConsole() });
  const send = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await handle(new Request(`${BASE}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }));
    if (!res) throw new Error(`${path} was not a console request`);
    return res;
  };
  return { emulator, handle, send };
}

describe('console static assets', () => {
  it('serves the page and its assets with their content types, a CSP and nosniff', async () => {
    const { send } = setup();
    const page = await send('GET', '/_emulator/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('id="root"');
    const script = await send('GET', '/_emulator/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await send('GET', '/_emulator/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('never serves a file outside the assets folder', async () => {
    const { send } = setup();
    for (const path of ['/_emulator/assets/..%2Fsecret.txt', '/_emulator/assets/../secret.txt', '/_emulator/assets/.hidden', '/_emulator/assets/nope.js']) {
      const res = await send('GET', path).catch(() => undefined);
      if (res) expect(res.status).not.toBe(200);
    }
  });

  it('redirects /_emulator to /_emulator/ and leaves the hosted pages to the platform', async () => {
    const { send, handle } = setup();
    expect((await send('GET', '/_emulator')).headers.get('location')).toBe('/_emulator/');
    for (const path of ['/_emulator/inbox', '/_emulator/checkout', '/oauth2/token']) {
      expect(await handle(new Request(`${BASE}${path}`))).toBeUndefined();
    }
  });
});

describe('console API', () => {
  it('lists the logged platform calls and one call in detail; its own calls are not logged', async () => {
    const { emulator, send } = setup();
    await emulator.handle(new Request(`${BASE}/oauth2/token`, { method: 'POST', body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }) }));
    await send('GET', '/_emulator/api/requests');
    const list = (await (await send('GET', '/_emulator/api/requests')).json()) as { limit: number; entries: Array<Record<string, unknown>> };
    expect(list.limit).toBe(1000);
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({ id: 1, method: 'POST', path: '/oauth2/token', status: 200, caller: 'anonymous' });
    expect(list.entries[0]).not.toHaveProperty('responseBody');
    const detail = (await (await send('GET', '/_emulator/api/requests/1')).json()) as Record<string, any>;
    expect(detail['responseBody']['access_token']).toBe('[redacted]');
    expect((await send('GET', '/_emulator/api/requests/99')).status).toBe(404);
    expect(emulator.log.list()).toHaveLength(1);
  });

  it('changes state only on a same-origin POST', async () => {
    const { emulator, send } = setup();
    const fault = { route: 'ecom.cart.getCurrentCart', status: 503 };
    expect((await send('POST', '/_emulator/api/faults', {}, fault)).status).toBe(403);
    expect((await send('POST', '/_emulator/api/faults', { origin: 'https://evil.example' }, fault)).status).toBe(403);
    expect((await send('POST', '/_emulator/api/faults', { 'sec-fetch-site': 'cross-site', ...ORIGIN }, fault)).status).toBe(403);
    expect((await send('POST', '/_emulator/api/reset', { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await send('GET', '/_emulator/api/reset')).status).toBe(405);
    expect(emulator.faults.list()).toEqual([]);

    const route = emulator.routes.find((r) => r.domain === 'cart')!.id;
    const added = await send('POST', '/_emulator/api/faults', { 'sec-fetch-site': 'same-origin' }, { route, status: 503, retryAfter: 1 });
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: number };
    expect(emulator.faults.active()).toEqual([{ id, spec: { route, status: 503, retryAfter: 1 }, remaining: null }]);
    expect((await send('POST', '/_emulator/api/faults/remove', ORIGIN, { id })).status).toBe(200);
    expect(emulator.faults.list()).toEqual([]);
  });

  it('sends no CORS headers and refuses a host the emulator is not (DNS rebinding)', async () => {
    const { send, handle } = setup();
    const read = await send('GET', '/_emulator/api/requests', { origin: 'http://localhost:3000' });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    for (const path of ['/_emulator/api/requests', '/_emulator/', '/_emulator/api/reset']) {
      const res = await handle(new Request(`http://evil.example:4999${path}`, { method: path.endsWith('reset') ? 'POST' : 'GET', headers: { origin: 'http://evil.example:4999', 'sec-fetch-site': 'same-origin' } }));
      expect(res?.status).toBe(403);
    }
    expect((await handle(new Request('http://localhost:4999/_emulator/api/requests')))?.status).toBe(200);
  });

  it('refuses a fault on an unknown route or with nothing to inject, a body over 16 KB and one that is not JSON', async () => {
    const { send, handle } = setup();
    const unknown = await send('POST', '/_emulator/api/faults', ORIGIN, { route: 'no.such.route', status: 503 });
    expect(unknown.status).toBe(400);
    expect((await send('POST', '/_emulator/api/faults', ORIGIN, { route: '*' })).status).toBe(400);
    expect((await send('POST', '/_emulator/api/faults', ORIGIN, { route: '*', status: 200 })).status).toBe(400);
    expect((await send('POST', '/_emulator/api/faults', ORIGIN, { route: '*', latencyMs: 10, extra: 1 })).status).toBe(400);
    const large = await send('POST', '/_emulator/api/faults', ORIGIN, { route: '*', status: 503, note: 'é'.repeat(9000) });
    expect([large.status, ((await large.json()) as { error: { code: string } }).error.code]).toEqual([413, 'BODY_TOO_LARGE']);
    const notJson = await handle(new Request(`${BASE}/_emulator/api/faults`, { method: 'POST', headers: ORIGIN, body: '{"route":' }));
    expect(notJson?.status).toBe(400);
  });

  it('resets to the seed and shows domain data read-only, without credentials', async () => {
    const { emulator, send } = setup();
    emulator.faults.add({ route: '*', latencyMs: 1 });
    const domains = ((await (await send('GET', '/_emulator/api/data')).json()) as { domains: string[] }).domains;
    expect(domains).toEqual(expect.arrayContaining(['catalog', 'cart', 'coupons', 'orders', 'members', 'reviews', 'data', 'files']));
    expect(domains).not.toContain('auth');
    expect((await send('GET', '/_emulator/api/data/auth')).status).toBe(404);
    const catalog = (await (await send('GET', '/_emulator/api/data/catalog')).json()) as { domain: string; data: unknown };
    expect(catalog.domain).toBe('catalog');
    expect(JSON.stringify(catalog.data)).toContain('Classic Crew Tee');
    emulator.stateOf<{ uploads: Record<string, unknown> }>('files').uploads['upload-ticket-secret'] = { token: 'upload-ticket-secret', kind: 'put' };
    emulator.stateOf<{ files: Record<string, unknown> }>('files').files['f1'] = { file: { id: 'f1', url: `${BASE}/f1?token=sig-secret-123` }, mimeType: 'image/png' };
    const files = JSON.stringify(await (await send('GET', '/_emulator/api/data/files')).json());
    expect(files).not.toContain('upload-ticket-secret');
    expect(files).not.toContain('sig-secret-123');
    expect(files).toContain('"kind":"put"');
    expect(files).not.toContain(emulator.stateOf<{ signingKey: string }>('files').signingKey);
    expect((await send('POST', '/_emulator/api/reset', ORIGIN)).status).toBe(200);
    expect(emulator.faults.list()).toEqual([]);
  });
});

describe('console on the faces', () => {
  let platform: RunningEmulator;
  beforeAll(async () => {
    platform = await startEmulator({ port: 0, recordRequests: 50 });
  });
  afterAll(() => platform.close());

  it('is served by the HTTP face, which streams new log entries as server-sent events', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${platform.url}/_emulator/api/requests/stream`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await fetch(`${platform.url}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }) });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: entry')) text += (await reader.read()).value ?? '';
    controller.abort();
    expect(text).toMatch(/id: \d+\nevent: entry\ndata: \{.*"path":"\/oauth2\/token"/);
    const limit = ((await (await fetch(`${platform.url}/_emulator/api/requests`)).json()) as { limit: number }).limit;
    expect(limit).toBe(50);
  });

  it('is not served by the MSW face', async () => {
    const setupResult = setupEmulator();
    const res = await setupResult.emulator.handle(new Request('https://www.wixapis.com/_emulator/api/requests'));
    expect(res.status).toBe(404);
  });
});
