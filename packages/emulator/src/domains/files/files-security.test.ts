import { describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../engine/emulator';
import { API_KEY, call, memberTokens, visitorToken } from '../../../test/helpers';

/** A 4×3 red PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const HTML = new TextEncoder().encode('<html><script>fetch("/_emulator/inbox").then(r => r.text()).then(alert)</script></html>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><script>alert(document.domain)</script></svg>');

/** Asks for an upload URL as `token` and PUTs the bytes there; the new descriptor. */
async function upload(emulator: Emulator, token: string, bytes: Uint8Array, mimeType: string, fileName: string, options: Record<string, unknown> = {}) {
  const url = await call(emulator, 'POST', '/site-media/v1/files/generate-upload-url', { auth: token, body: { mimeType, ...options } });
  expect(url.status).toBe(200);
  const target = new URL(url.json.uploadUrl as string);
  target.searchParams.set('filename', fileName);
  const put = await emulator.handle(new Request(target, { method: 'PUT', body: bytes as BodyInit, headers: { 'content-type': mimeType } }));
  expect(put.status).toBe(200);
  return ((await put.json()) as { file: { id: string; url: string; displayName: string } }).file;
}

const downloadUrl = async (emulator: Emulator, fileId: string, options: Record<string, unknown> = {}) =>
  (await call(emulator, 'POST', '/site-media/v1/files/generate-file-download-url', { auth: API_KEY, body: { fileId, ...options } })).json.downloadUrls[0].url as string;

const get = (emulator: Emulator, url: string) => emulator.handle(new Request(url));

describe('media files: what visitors and members may do', () => {
  it('the Media Manager calls (list, search, query, descriptors, download and bundle URLs) need an API key: visitors and members get 403', async () => {
    const emulator = createEmulator();
    const secret = await upload(emulator, API_KEY, PNG, 'image/png', 'payroll.png', { private: true });
    const visitor = await visitorToken(emulator);
    const member = (await memberTokens(emulator)).access_token;
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/site-media/v1/files?private=true'],
      ['GET', '/site-media/v1/trash-bin/files'],
      ['POST', '/site-media/v1/files/search', { search: 'payroll' }],
      ['POST', '/site-media/v1/files/query', { query: {} }],
      ['GET', `/site-media/v1/files/get-file-by-id?fileId=${secret.id}`],
      ['POST', '/site-media/v1/files/get-files', { fileIds: [secret.id] }],
      ['POST', '/site-media/v1/files/generate-file-download-url', { fileId: secret.id }],
      ['POST', '/site-media/v1/files/generate-download-url', { fileIds: [secret.id] }],
      ['POST', '/site-media/v1/files/generate-video-stream-url', { fileId: secret.id }],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [visitor, member]) {
        const res = await call(emulator, method, path, { auth: token, ...(body ? { body } : {}) });
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
        expect(res.text).not.toContain('payroll');
      }
      expect((await call(emulator, method, path, { ...(body ? { body } : {}) })).status).toBe(401);
    }
    expect((await call(emulator, 'POST', '/site-media/v1/files/search', { auth: API_KEY, body: { search: 'payroll' } })).json.files).toHaveLength(1);
    // The private file's public URL stays closed; its owner still downloads it through a signed URL.
    expect((await get(emulator, secret.url)).status).toBe(403);
    expect((await get(emulator, await downloadUrl(emulator, secret.id))).status).toBe(200);
  });

  it('visitors and members still upload (to the visitor-uploads root) and their public image is served', async () => {
    const emulator = createEmulator();
    for (const token of [await visitorToken(emulator), (await memberTokens(emulator)).access_token]) {
      const photo = await upload(emulator, token, PNG, 'image/png', 'review.png', { labels: ['review-photo'] });
      const served = await get(emulator, photo.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    }
  });
});

describe('media files: serving uploaded bytes from the emulator origin', () => {
  const SAFE = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" };

  it.each([
    ['text/html', HTML, 'page.html'],
    ['image/svg+xml', SVG, 'logo.svg'],
    ['application/octet-stream', HTML, 'data.bin'],
  ])('a %s upload is served as an attachment, sandboxed and not sniffed (public URL and download URL)', async (mimeType, bytes, name) => {
    const emulator = createEmulator();
    const file = await upload(emulator, await visitorToken(emulator), bytes, mimeType, name);
    for (const url of [file.url, await downloadUrl(emulator, file.id, { contentDisposition: 'INLINE' })]) {
      const res = await get(emulator, url);
      expect(res.status).toBe(200);
      expect(Object.fromEntries([...res.headers].filter(([k]) => k in SAFE))).toEqual(SAFE);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    }
  });

  it('a raster image is served inline with the same protections', async () => {
    const emulator = createEmulator();
    const file = await upload(emulator, API_KEY, PNG, 'image/png', 'ok.png');
    for (const url of [file.url, await downloadUrl(emulator, file.id, { contentDisposition: 'INLINE' })]) {
      const res = await get(emulator, url);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(SAFE['content-security-policy']);
      expect(res.headers.get('content-disposition') ?? 'inline').toMatch(/^inline/);
    }
    const bundle = await call(emulator, 'POST', '/site-media/v1/files/generate-download-url', { auth: API_KEY, body: { fileIds: [file.id] } });
    const zip = await get(emulator, bundle.json.downloadUrl as string);
    expect(zip.headers.get('x-content-type-options')).toBe('nosniff');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('a file whose bytes are not what its mime type says (FAILED) is not served', async () => {
    const emulator = createEmulator();
    const file = await upload(emulator, await visitorToken(emulator), HTML, 'image/png', 'fake.png');
    const signed = await downloadUrl(emulator, file.id);
    emulator.clock.advance(1000);
    const descriptor = await call(emulator, 'GET', `/site-media/v1/files/get-file-by-id?fileId=${file.id}`, { auth: API_KEY });
    expect(descriptor.json.file.operationStatus).toBe('FAILED');
    for (const url of [file.url, signed]) {
      const res = await get(emulator, url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<script>');
    }
  });
});

describe('media files: names and types a caller chooses', () => {
  it.each(['image/png\r\nX-Injected: 1', 'image/png\nSet-Cookie: a=b', 'text/html; charset="a\r\nb"', 'image', 'image/', '/png', 'image/png extra', ''])(
    'generate-upload-url refuses the mime type %j (400); import too',
    async (mimeType) => {
      const emulator = createEmulator();
      for (const path of ['generate-upload-url', 'generate-resumable-upload-url']) {
        const res = await call(emulator, 'POST', `/site-media/v1/files/${path}`, { auth: await visitorToken(emulator), body: { mimeType } });
        expect(res.status).toBe(400);
        expect(res.json.details.validationError.fieldViolations[0].field).toBe('mimeType');
      }
      if (mimeType) {
        const imported = await call(emulator, 'POST', '/site-media/v1/files/import', { auth: API_KEY, body: { url: 'data:text/plain,hello', mimeType } });
        expect(imported.status).toBe(400);
      }
    },
  );

  it.each(['image/png', 'text/plain; charset=utf-8', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/csv;header=present', 'multipart/x-mixed; boundary="a b"'])(
    'generate-upload-url takes the mime type %j',
    async (mimeType) => {
      const emulator = createEmulator();
      expect((await call(emulator, 'POST', '/site-media/v1/files/generate-upload-url', { auth: API_KEY, body: { mimeType } })).status).toBe(200);
    },
  );

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('a mime subtype named like an object member (application/%s) is the new file id\'s extension as it is', async (subtype) => {
    const emulator = createEmulator();
    const file = await upload(emulator, API_KEY, new TextEncoder().encode('hello'), `application/${subtype}`, 'notes');
    expect(file.id).toMatch(new RegExp(`^[0-9a-f]{6}_[0-9a-f]{32}~mv2\\.${subtype.replace(/\W/g, '')}$`));
  });

  it('the bundle ZIP names its entries by safe base names (no directories, no dot segments, no duplicates)', async () => {
    const emulator = createEmulator();
    const token = await visitorToken(emulator);
    const names = ['../../../../home/user/.bashrc', '..\\..\\windows\\win.ini', '/etc/passwd', '..', 'a/b/report.txt', 'report.txt', 'C:\\evil\\x.txt'];
    const ids = [];
    for (const name of names) ids.push((await upload(emulator, token, new TextEncoder().encode(name), 'text/plain', name)).id);
    const bundle = await call(emulator, 'POST', '/site-media/v1/files/generate-download-url', { auth: API_KEY, body: { fileIds: ids } });
    const zip = new Uint8Array(await (await get(emulator, bundle.json.downloadUrl as string)).arrayBuffer());
    const entries = zipEntryNames(zip);
    expect(entries).toHaveLength(names.length);
    for (const entry of entries) {
      expect(entry).not.toMatch(/[/\\]|^\.|^$|:/);
    }
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toEqual(expect.arrayContaining(['bashrc', 'win.ini', 'passwd', 'report.txt', 'x.txt']));
  });

  it.each([['报告 📄.txt'], ['Grüße "quoted"\r\nX-Injected: 1.txt'], ["it's (1) *.txt"]])('a download of %j answers 200 with an ASCII fallback and the UTF-8 name', async (name) => {
    const emulator = createEmulator();
    const file = await upload(emulator, API_KEY, new TextEncoder().encode('hello'), 'text/plain', name);
    for (const url of [await downloadUrl(emulator, file.id), await downloadUrl(emulator, file.id, { downloadFileName: name }), file.url]) {
      const res = await get(emulator, url);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(res.headers.get('x-injected')).toBeNull();
      const [, fallback, encoded] = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(disposition) ?? [];
      expect(fallback).toBeDefined();
      expect(fallback).not.toMatch(/["\\]/);
      expect(decodeURIComponent(encoded!)).toBe(name);
    }
  });
});

/** The entry names of a ZIP's central directory. */
function zipEntryNames(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + length)));
    at += 46 + length + extra;
  }
  return names;
}
