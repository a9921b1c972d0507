import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowList } from './allowed-hosts';
import { startEmulator, type RunningEmulator } from './server';
import { API_KEY, CLIENT_ID } from '../test/helpers';

let platform: RunningEmulator;
beforeAll(async () => {
  platform = await startEmulator({ port: 0, allowedHosts: ['emulator.internal', '.dev.example'] });
});
afterAll(() => platform.close());

/** One request to the HTTP face with the given `Host` header (a page on a rebound name sends its own). */
function send(method: string, path: string, host: string, body?: unknown): Promise<{ status: number; text: string }> {
  const port = new URL(platform.url).port;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `${host}:${port}`, ...(body ? { 'content-type': 'application/json', authorization: API_KEY } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject).end(body ? JSON.stringify(body) : undefined);
  });
}

describe('the Host check of the HTTP face (DNS rebinding)', () => {
  it('answers a foreign Host 403 on every hosted page and on the platform API, with nothing of the state', async () => {
    const reset = await fetch(`${platform.url}/_api/iam/recovery/v1/send-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@sitekit.dev' }) });
    expect(reset.status).toBeLessThan(500);
    const own = await send('GET', '/_emulator/inbox?format=json', '127.0.0.1');
    expect(own.status).toBe(200);
    for (const host of ['evil.example', 'localhost.evil.example', 'dev.example.evil.com']) {
      for (const [method, path, body] of [
        ['GET', '/_emulator/inbox?format=json'],
        ['GET', '/_emulator/inbox'],
        ['POST', '/members/v1/members/query', { query: {} }],
        ['POST', '/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' }],
        ['GET', '/_emulator/api/requests'],
      ] as const) {
        const res = await send(method, path, host, body);
        expect([host, path, res.status]).toEqual([host, path, 403]);
        expect(JSON.parse(res.text).details.applicationError.code).toBe('FOREIGN_HOST');
        expect(res.text).not.toMatch(/sitekit\.dev|recoveryToken|access_token/);
      }
    }
  });

  it('reads the host from the Host header, not from a path that starts with // (a rebound page can send //localhost/…)', async () => {
    for (const path of ['//localhost/_emulator/inbox?format=json', '/\\localhost/_emulator/inbox?format=json', '//127.0.0.1/_emulator/api/requests', '//localhost/members/v1/members/query']) {
      const res = await send(path.includes('members') ? 'POST' : 'GET', path, 'evil.example', path.includes('members') ? { query: {} } : undefined);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.text).not.toMatch(/sitekit\.dev|recoveryToken|"members"/);
    }
  });

  it('answers loopback names, addresses, its own host and the listed hosts', async () => {
    for (const host of ['localhost', '127.0.0.1', 'app.localhost', '[::1]', '10.0.0.7', 'emulator.internal', 'dev.example', 'shop.dev.example']) {
      const res = await send('POST', '/members/v1/members/query', host, { query: {} });
      expect([host, res.status]).toEqual([host, 200]);
    }
  });
});

describe('hostAllowList', () => {
  it('allows the base URL host, exact listed names, listed domains with their subdomains, and everything for *', () => {
    const allowed = hostAllowList(['https://emu.example:8443'], ['a.test', '.b.test']);
    expect(['emu.example', 'EMU.example', 'a.test', 'b.test', 'x.b.test', 'localhost', '127.9.9.9'].every(allowed)).toBe(true);
    expect(['x.a.test', 'evil-b.test', 'emu.example.evil', 'localhostx', 'evil.com'].some(allowed)).toBe(false);
    expect(hostAllowList([], ['*'])('anything.example')).toBe(true);
  });
});
