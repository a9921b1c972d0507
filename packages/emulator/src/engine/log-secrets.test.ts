import { describe, expect, it } from 'vitest';
import { API_KEY, authBody, call, loginSession } from '../../test/helpers';
import { createConsoleHandler } from '../console-server';
import { createEmulator, type Emulator } from './emulator';

const BASE = 'http://127.0.0.1:4999';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The log as the console shows it: the list, every entry's details, and the event stream's replay. */
async function consoleViews(emulator: Emulator): Promise<{ list: string; details: string; stream: string }> {
  const handle = createConsoleHandler(emulator);
  const get = async (path: string) => (await handle(new Request(`${BASE}/_emulator/api/${path}`)))!;
  const list = await (await get('requests')).text();
  const ids = (JSON.parse(list) as { entries: Array<{ id: number }> }).entries.map((entry) => entry.id);
  const details = (await Promise.all(ids.map(async (id) => (await get(`requests/${id}`)).text()))).join('\n');
  const reader = (await get('requests/stream')).body!.getReader();
  let stream = '';
  while (!stream.includes(`id: ${ids.at(-1)}\n`)) stream += new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  return { list, details, stream };
}

function expectAbsent(views: { list: string; details: string; stream: string }, secrets: string[]) {
  for (const [view, text] of Object.entries(views)) {
    for (const secret of secrets) expect([view, text.includes(secret)]).toEqual([view, false]);
  }
}

describe('secrets in the request log, by what a value is', () => {
  it('the authorization code in the fragment of the hosted login 302', async () => {
    const emulator = createEmulator({ baseUrl: BASE });
    const session = await call(emulator, 'POST', '/_api/redirects-api/v1/redirect-session', { body: authBody({ responseMode: 'fragment', sessionToken: await loginSession(emulator) }, 'none') });
    const page = await call(emulator, 'GET', session.json.redirectSession.fullUrl as string);
    const code = new URLSearchParams(new URL(page.headers.get('location')!).hash.slice(1)).get('code')!;
    expect(code).toMatch(/^sk_code_/);
    const views = await consoleViews(emulator);
    expectAbsent(views, [code]);
    expect(views.details).toContain('#code=%5Bredacted%5D');
  });

  it('a password inside a malformed JSON body kept as raw text', async () => {
    const emulator = createEmulator({ baseUrl: BASE });
    const broken = await call(emulator, 'POST', '/_api/iam/authentication/v2/login', {
      rawBody: '{"loginId":{"email":"demo@sitekit.dev"},"password":"sitekit-demo-broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    await call(emulator, 'POST', '/_api/iam/authentication/v2/login', { rawBody: "{'password': 'single-quoted-pw', }", headers: { 'content-type': 'application/json' } });
    await call(emulator, 'POST', '/_api/iam/authentication/v2/login', { rawBody: 'email=a%40b.c&password=form-text-pw&x=1', headers: { 'content-type': 'application/json' } });
    const views = await consoleViews(emulator);
    expectAbsent(views, ['sitekit-demo-broken', 'single-quoted-pw', 'form-text-pw']);
    expect(views.details).toContain('demo@sitekit.dev');
  });

  it('the upload token in upload URL paths, and the sig of a private file download URL', async () => {
    const emulator = createEmulator({ baseUrl: BASE });
    const generated = await call(emulator, 'POST', '/site-media/v1/files/generate-upload-url', { auth: API_KEY, body: { mimeType: 'image/png', private: true } });
    const uploadUrl = new URL(generated.json.uploadUrl as string);
    const token = uploadUrl.pathname.split('/').at(-1)!;
    uploadUrl.searchParams.set('filename', 'payroll.png');
    const put = await emulator.handle(new Request(uploadUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } }));
    const { file } = (await put.json()) as { file: { id: string } };
    const resumable = await call(emulator, 'POST', '/site-media/v1/files/generate-resumable-upload-url', { auth: API_KEY, body: { mimeType: 'image/png' } });
    const tusToken = new URL(resumable.json.uploadUrl as string).pathname.split('/').at(-1)!;
    const download = await call(emulator, 'POST', '/site-media/v1/files/generate-file-download-url', { auth: API_KEY, body: { fileId: file.id } });
    const url = new URL(download.json.downloadUrls[0].url as string);
    const sig = url.searchParams.get('sig')!;
    expect((await emulator.handle(new Request(url))).status).toBe(200);
    const views = await consoleViews(emulator);
    expect(token.length).toBeGreaterThan(10);
    expectAbsent(views, [token, tusToken, sig]);
    expect(views.list).toContain('/_emulator/media/upload/[redacted]');
    expect(views.list).toContain('sig=');
  });
});
