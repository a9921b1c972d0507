import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEmulator } from './server';
import { API_KEY } from '../test/helpers';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const outDir = join(PACKAGE, 'node_modules', '.cache', 'state-crash-test');
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-state-'));
  dirs.push(dir);
  return dir;
};

/** The CLI bundled to one file inside the package (so its dependencies resolve), run as a real process. */
async function startChild(stateDir: string): Promise<{ child: ChildProcess; url: string }> {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `bin-${process.pid}.mjs`);
  await build({ entryPoints: [join(PACKAGE, 'src/bin.ts')], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
  const child = spawn(process.execPath, [outfile, '--port', '0', '--state', stateDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /listening on (\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}): ${out}`)));
  });
  return { child, url };
}

const api = async (url: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${url}${path}`, { method, headers: { authorization: API_KEY, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, json: (await res.json()) as any };
};

async function uploadTo(url: string, bytes: Uint8Array, name: string): Promise<string> {
  const { json } = await api(url, 'POST', '/site-media/v1/files/generate-upload-url', { mimeType: 'application/octet-stream' });
  const put = await fetch(`${json.uploadUrl as string}?filename=${name}`, { method: 'PUT', body: bytes as BodyInit });
  expect(put.status).toBe(200);
  return ((await put.json()) as { file: { id: string } }).file.id;
}

const bytesOf = (i: number) => Uint8Array.from({ length: 20_000 + i }, (_, j) => (j * 7 + i) & 0xff);
const storedFiles = (dir: string) => (existsSync(join(dir, 'blobs', 'files')) ? readdirSync(join(dir, 'blobs', 'files')) : []);

describe('state directory', () => {
  it('keeps every acknowledged insert and upload through kill -9; bytes and descriptors agree after the restart', async () => {
    const dir = tempDir();
    const { child, url } = await startChild(dir);
    const itemIds: string[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await api(url, 'POST', '/wix-data/v2/items', { dataCollectionId: 'Pages', dataItem: { data: { slug: `crash-${i}`, title: `Crash ${i}` } } });
      expect(res.status).toBe(200);
      itemIds.push(res.json.dataItem.id as string);
    }
    const fileIds: string[] = [];
    for (let i = 0; i < 6; i++) fileIds.push(await uploadTo(url, bytesOf(i), `f${i}.bin`));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // What a crash can leave besides: the bytes of an upload whose answer never went out, and a torn journal line.
    writeFileSync(join(dir, 'blobs', 'files', 'orphan~mv2.bin'), 'never answered');
    appendFileSync(join(dir, 'state.json.journal'), '{"domains":{"data":{"colle');

    const log = vi.fn();
    const again = await startEmulator({ port: 0, statePath: dir, log });
    try {
      for (const id of itemIds) expect((await api(again.url, 'GET', `/wix-data/v2/items/${id}?dataCollectionId=Pages`)).status).toBe(200);
      for (const [i, id] of fileIds.entries()) {
        const { json } = await api(again.url, 'POST', '/site-media/v1/files/generate-file-download-url', { fileId: id });
        const bytes = new Uint8Array(await (await fetch(json.downloadUrls[0].url as string)).arrayBuffer());
        expect(bytes).toEqual(bytesOf(i));
      }
      expect(storedFiles(dir).sort()).toEqual(fileIds.map((id) => encodeURIComponent(id)).sort());
      expect(log).toHaveBeenCalledWith(expect.stringContaining('removed 1 stored file'));
    } finally {
      await again.close();
    }
  }, 60_000);

  it("keeps the console's edits (an item added, replaced and deleted, a member blocked) through kill -9", async () => {
    const dir = tempDir();
    const { child, url } = await startChild(dir);
    const edit = async (path: string, body: unknown) => {
      const res = await fetch(`${url}/_emulator/api/${path}`, { method: 'POST', headers: { origin: url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(200);
      return (await res.json()) as { item: { _id: string } };
    };
    const added = await edit('data/items/insert', { collection: 'FAQ', item: { question: 'Kept through a crash?', answer: 'Yes' } });
    await edit('data/items/update', { collection: 'Pages', id: 'page-about', item: { slug: 'about', title: 'Edited before the crash' } });
    await edit('data/items/remove', { collection: 'Pages', id: 'page-terms' });
    const ada = '00000000-0000-4000-8000-000000000002';
    await edit('members/status', { id: ada, status: 'BLOCKED' });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const again = await startEmulator({ port: 0, statePath: dir, log: vi.fn() });
    try {
      expect((await api(again.url, 'GET', `/wix-data/v2/items/${added.item._id}?dataCollectionId=FAQ`)).json.dataItem.data.answer).toBe('Yes');
      expect((await api(again.url, 'GET', '/wix-data/v2/items/page-about?dataCollectionId=Pages')).json.dataItem.data.title).toBe('Edited before the crash');
      expect((await api(again.url, 'GET', '/wix-data/v2/items/page-terms?dataCollectionId=Pages')).status).toBe(404);
      expect((await api(again.url, 'GET', `/members/v1/members/${ada}?fieldsets=FULL`)).json.member.status).toBe('BLOCKED');
    } finally {
      await again.close();
    }
  }, 60_000);

  it('an upload goes to the disk as it arrives, not to memory first', async () => {
    const dir = tempDir();
    const running = await startEmulator({ port: 0, statePath: dir });
    try {
      const { json } = await api(running.url, 'POST', '/site-media/v1/files/generate-upload-url', { mimeType: 'application/octet-stream' });
      const target = new URL(`${json.uploadUrl as string}?filename=big.bin`);
      const req = request(target, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' } });
      const answer = new Promise<number>((resolve, reject) => req.on('response', (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject));
      req.write(Buffer.alloc(300_000, 1));
      const temp = join(dir, 'blobs', 'files');
      const onDisk = async () => {
        for (let i = 0; i < 100; i++) {
          const sizes = (existsSync(temp) ? readdirSync(temp) : []).filter((n) => n.startsWith('.tmp-')).map((n) => statSync(join(temp, n)).size);
          if (sizes.some((size) => size >= 300_000)) return true;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return false;
      };
      expect(await onDisk()).toBe(true);
      req.end(Buffer.alloc(100_000, 2));
      expect(await answer).toBe(200);
      expect(readdirSync(temp).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it('drops a descriptor whose bytes are gone (a permanent delete cut short)', async () => {
    const dir = tempDir();
    const first = await startEmulator({ port: 0, statePath: dir });
    const kept = await uploadTo(first.url, bytesOf(1), 'kept.bin');
    const gone = await uploadTo(first.url, bytesOf(2), 'gone.bin');
    await first.close();
    rmSync(join(dir, 'blobs', 'files', encodeURIComponent(gone)));
    const second = await startEmulator({ port: 0, statePath: dir });
    try {
      const { json } = await api(second.url, 'POST', '/site-media/v1/files/get-files', { fileIds: [kept] });
      expect(json.files).toHaveLength(1);
      expect((await api(second.url, 'GET', `/site-media/v1/files/get-file-by-id?fileId=${gone}`)).status).toBe(404);
    } finally {
      await second.close();
    }
  });

  it.each([['half a file', '{"version":1,"apiKeys":["emulator-api-key"],"clockOff'], ['not a state file', '[1,2,3]']])(
    'a torn or foreign state.json (%s) is kept aside, named, and the emulator starts from its seed',
    async (_, text) => {
      const dir = tempDir();
      writeFileSync(join(dir, 'state.json'), text);
      const log = vi.fn();
      const running = await startEmulator({ port: 0, statePath: dir, log });
      try {
        const aside = readdirSync(dir).find((name) => name.startsWith('state.json.corrupt-'));
        expect(aside).toBeDefined();
        expect(log).toHaveBeenCalledWith(expect.stringContaining(join(dir, aside!)));
        expect((await api(running.url, 'GET', '/wix-data/v2/items/page-about?dataCollectionId=Pages')).status).toBe(200);
      } finally {
        await running.close();
      }
      // The state written since is whole again, with no temporary file left behind.
      expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
      const next = await startEmulator({ port: 0, statePath: dir, log });
      await next.close();
      expect(readdirSync(dir).filter((name) => name.startsWith('state.json.corrupt-'))).toHaveLength(1);
    },
  );
});
