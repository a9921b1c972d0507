import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeed } from './seed';
import { startEmulator, type RunningEmulator } from './server';
import { API_KEY } from '../test/helpers';

const MAX_UPLOAD = 200_000;
let platform: RunningEmulator;
beforeAll(async () => {
  platform = await startEmulator({ port: 0, seed: { ...defaultSeed, files: { maxUploadBytes: MAX_UPLOAD } } });
});
afterAll(() => platform.close());

/** One request over node:http with a body of `size` bytes (chunked when `chunked`); the status, or the socket error's code. */
function send(path: string, size: number, options: { method?: string; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<number | string> {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', ...options.headers, ...(options.chunked ? {} : { 'content-length': String(size) }) };
    const req = request(`${platform.url}${path}`, { method: options.method ?? 'POST', headers }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode ?? 0)).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Raw bytes to the server; the first line of the answer (or `''` when the connection ends without one) within `ms`. */
function raw(head: string, body = Buffer.alloc(0), ms = 3000): Promise<string> {
  const { port } = new URL(platform.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    const done = (line: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(line);
    };
    const timer = setTimeout(() => done('timeout'), ms);
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (text.includes('\r\n')) done(text.split('\r\n')[0]!);
    });
    socket.on('error', () => done(text.split('\r\n')[0] ?? ''));
    socket.on('end', () => done(text.split('\r\n')[0] ?? ''));
    socket.write(head);
    socket.write(body);
  });
}

async function uploadUrl(): Promise<string> {
  const res = await fetch(`${platform.url}/site-media/v1/files/generate-upload-url`, {
    method: 'POST', headers: { authorization: API_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ mimeType: 'application/octet-stream' }),
  });
  return new URL(((await res.json()) as { uploadUrl: string }).uploadUrl).pathname;
}

describe('HTTP face under bodies it refuses', () => {
  it('answers every over-limit body with 413, never a reset (42, 14 at once, declared and chunked)', async () => {
    for (const chunked of [false, true, false]) {
      const results = await Promise.all(Array.from({ length: 14 }, () => send('/oauth2/token', 3 * 1024 * 1024, { chunked })));
      expect(results).toEqual(Array.from({ length: 14 }, () => 413));
    }
    // The server still answers afterwards.
    expect(await send('/oauth2/token', 2)).toBe(400);
  });

  it('an upload to a made-up URL is 403 at once, before its body is read', async () => {
    const head = `PUT /_emulator/media/upload/upl-made-up?filename=a.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${400 * 1024 * 1024}\r\n\r\n`;
    expect(await raw(head, Buffer.alloc(8 * 1024))).toBe('HTTP/1.1 403 Forbidden');
  });

  it('an upload declaring more than the size limit is 413 at once; one that streams past it is 413 too, and the URL stays usable', async () => {
    const path = await uploadUrl();
    const head = `PUT ${path}?filename=a.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${400 * 1024 * 1024}\r\n\r\n`;
    expect(await raw(head, Buffer.alloc(8 * 1024))).toBe('HTTP/1.1 413 Payload Too Large');
    expect(await send(`${path}?filename=a.bin`, MAX_UPLOAD + 1, { method: 'PUT', chunked: true, headers: { 'content-type': 'application/octet-stream' } })).toBe(413);
    expect(await send(`${path}?filename=a.bin`, MAX_UPLOAD, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' } })).toBe(200);
  });

  it('a resumable upload to a made-up URL is 403 at once, before its body is read', async () => {
    const head = `PATCH /_emulator/media/tus/upl-made-up/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${400 * 1024 * 1024}\r\n\r\n`;
    expect(await raw(head, Buffer.alloc(8 * 1024))).toBe('HTTP/1.1 403 Forbidden');
  });
});

describe('HTTP face: HEAD and Host', () => {
  it('HEAD answers like GET, without a body', async () => {
    for (const path of ['/_emulator/inbox', '/stores-reader/v1/products/query-platformized', '/site-media/v1/files', '/media/classic-crew-tee.svg']) {
      const got = await fetch(`${platform.url}${path}`, { headers: { authorization: API_KEY } });
      const head = await fetch(`${platform.url}${path}`, { method: 'HEAD', headers: { authorization: API_KEY } });
      expect({ path, status: head.status }).toEqual({ path, status: got.status });
      expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'));
      expect(await head.text()).toBe('');
    }
  });

  it.each(['a b', '[::1', 'exa%mple.com', 'host:port:x', '@evil', '[zz]:1'])('a malformed Host header (%j) is 400, not 500', async (host) => {
    const line = await raw(`GET /_emulator/inbox HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(line).toMatch(/^HTTP\/1\.1 400 /);
  });
});
