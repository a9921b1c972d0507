import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from './server';
import type { StateFileSystem } from './state-io';
import { API_KEY } from '../test/helpers';

const dirs: string[] = [];
const running: RunningEmulator[] = [];
afterAll(async () => {
  for (const platform of running) await platform.close().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-disk-'));
  dirs.push(dir);
  return dir;
};

/**
 * A disk with `free` bytes left, as the state directory's writes see it: a write takes at most
 * `chunk` bytes and what is free (a short write), and a write with nothing free fails with ENOSPC.
 */
function simulatedDisk(free = Infinity, chunk = Infinity) {
  const disk: { free: number; writes: number; syncs: number; fs: StateFileSystem } = {
    free,
    writes: 0,
    syncs: 0,
    fs: {
      write: (fd, buffer, offset, length): number => {
        disk.writes++;
        if (disk.free <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        const written = writeSync(fd, buffer, offset, Math.min(length, chunk, disk.free));
        disk.free -= written;
        return written;
      },
      sync: async () => {
        disk.syncs++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    },
  };
  return disk;
}

const start = async (dir: string, stateFs?: StateFileSystem) => {
  const platform = await startEmulator({ port: 0, statePath: dir, log: vi.fn(), ...(stateFs ? { stateFs } : {}) });
  running.push(platform);
  return platform;
};

const api = async (url: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${url}${path}`, { method, headers: { authorization: API_KEY, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, json: (await res.json()) as any };
};
const insert = (url: string, slug: string) => api(url, 'POST', '/wix-data/v2/items', { dataCollectionId: 'Pages', dataItem: { data: { slug, title: `Page ${slug}`, body: 'x'.repeat(2000) } } });
const found = async (url: string, id: string) => (await api(url, 'GET', `/wix-data/v2/items/${id}?dataCollectionId=Pages`)).status === 200;

describe('state directory on a failing disk', () => {
  it('a short write: the rest of the journal line is written before the answer, so the insert survives a crash', async () => {
    const dir = tempDir();
    const first = await start(dir, simulatedDisk(Infinity, 512).fs);
    const { status, json } = await insert(first.url, 'short');
    expect(status).toBe(200);
    // A restart without a clean stop (the first emulator never saves again): what the journal holds.
    const again = await start(dir);
    expect(await found(again.url, json.dataItem.id as string)).toBe(true);
  });

  it('ENOSPC on an insert: answered 500 naming the disk, never visible, nothing earlier lost', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const first = await start(dir, disk.fs);
    const before = await insert(first.url, 'before');
    expect(before.status).toBe(200);

    disk.free = 100; // part of the next line fits, then the disk is full
    const refused = await insert(first.url, 'refused');
    expect(refused.status).toBe(500);
    expect(refused.json.message).toMatch(/state directory.*disk/i);
    expect(refused.json.details.applicationError.code).toBe('INTERNAL');
    const alsoRefused = await insert(first.url, 'also-refused');
    expect(alsoRefused.status).toBe(500);
    const listed = await api(first.url, 'POST', '/wix-data/v2/items/query', { dataCollectionId: 'Pages', query: { filter: { slug: { $in: ['before', 'refused', 'also-refused'] } } } });
    expect(listed.json.dataItems.map((item: any) => item.data.slug)).toEqual(['before']);

    disk.free = Infinity; // room again: writes go on, after the refused ones
    const after = await insert(first.url, 'after');
    expect(after.status).toBe(200);
    const again = await start(dir);
    expect(await found(again.url, before.json.dataItem.id as string)).toBe(true);
    expect(await found(again.url, after.json.dataItem.id as string)).toBe(true);
    const query = await api(again.url, 'POST', '/wix-data/v2/items/query', { dataCollectionId: 'Pages', query: { filter: { slug: { $in: ['refused', 'also-refused'] } } } });
    expect(query.json.dataItems).toEqual([]);
  });

  it('a stop on a nearly full disk keeps state.json and the journal whole, and says it could not save', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const first = await start(dir, disk.fs);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await insert(first.url, `kept-${i}`)).json.dataItem.id as string);
    const snapshot = readFileSync(join(dir, 'state.json'), 'utf8');
    const journal = readFileSync(join(dir, 'state.json.journal'), 'utf8');

    disk.free = 4096; // less than a snapshot
    await expect(first.close()).rejects.toThrow(/could not save.*disk/i);
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe(snapshot);
    expect(readFileSync(join(dir, 'state.json.journal'), 'utf8')).toBe(journal);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);

    const again = await start(dir);
    for (const id of ids) expect(await found(again.url, id)).toBe(true);
  });

  it('a wrong-shape journal line is set aside and named, like a torn one; the writes before it stay', async () => {
    const dir = tempDir();
    const first = await start(dir);
    const { json } = await insert(first.url, 'before-bad-line');
    appendFileSync(join(dir, 'state.json.journal'), '{"domains":{"data":null}}\n');

    const log = vi.fn();
    const again = await startEmulator({ port: 0, statePath: dir, log });
    running.push(again);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/state\.json\.journal.*line 2/));
    const aside = readdirSync(dir).find((name) => name.startsWith('state.json.journal.corrupt-'));
    expect(aside).toBeDefined();
    expect(readFileSync(join(dir, aside!), 'utf8')).toContain('"data":null');
    expect(await found(again.url, json.dataItem.id as string)).toBe(true);
    expect(await found(again.url, 'page-about')).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).domains.data).toMatchObject({ collections: { Pages: {} } });
  });

  it('reads never write to the state directory', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const first = await start(dir, disk.fs);
    await insert(first.url, 'read-me');
    const writes = disk.writes;
    const size = readFileSync(join(dir, 'state.json.journal')).length;
    for (let i = 0; i < 5; i++) {
      expect((await api(first.url, 'POST', '/wix-data/v2/items/query', { dataCollectionId: 'Pages', query: {} })).status).toBe(200);
      expect(await found(first.url, 'page-about')).toBe(true);
    }
    expect(disk.writes).toBe(writes);
    expect(readFileSync(join(dir, 'state.json.journal')).length).toBe(size);
  });

  it('concurrent writers share flushes, and each answered write is in the journal', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const first = await start(dir, disk.fs);
    const syncs = disk.syncs;
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => insert(first.url, `together-${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    expect(disk.syncs - syncs).toBeLessThan(16);
    const again = await start(dir);
    for (const answer of answers) expect(await found(again.url, answer.json.dataItem.id as string)).toBe(true);
    expect(existsSync(join(dir, 'state.json'))).toBe(true);
  });

  it('a write journals what it changed, not the whole state: an insert is one record, a delete one path', async () => {
    const dir = tempDir();
    const first = await start(dir);
    for (let i = 0; i < 30; i++) await insert(first.url, `bulk-${i}`);
    const journal = () => readFileSync(join(dir, 'state.json.journal'), 'utf8');
    const before = journal().length;
    const { json } = await insert(first.url, 'one-more');
    const line = journal().slice(before);
    expect(JSON.parse(line)).toEqual({ changes: [[['data', 'collections', 'Pages', 'items', json.dataItem.id], expect.objectContaining({ slug: 'one-more' })]] });
    expect(line.length).toBeLessThan(3000);

    const removed = await api(first.url, 'DELETE', `/wix-data/v2/items/${json.dataItem.id as string}?dataCollectionId=Pages`);
    expect(removed.status).toBe(200);
    expect(JSON.parse(journal().split('\n').at(-2)!)).toEqual({ changes: [[['data', 'collections', 'Pages', 'items', json.dataItem.id]]] });
    const again = await start(dir);
    expect(await found(again.url, json.dataItem.id as string)).toBe(false);
    expect((await api(again.url, 'POST', '/wix-data/v2/items/query', { dataCollectionId: 'Pages', query: { filter: { slug: { $startsWith: 'bulk-' } }, paging: { limit: 100 } } })).json.dataItems).toHaveLength(30);
  });

  it('a record changed in place, and a change made outside requests, are saved', async () => {
    const dir = tempDir();
    const first = await start(dir);
    const ada = '00000000-0000-4000-8000-000000000002';
    const edit = await fetch(`${first.url}/_emulator/api/members/status`, { method: 'POST', headers: { origin: first.url, 'content-type': 'application/json' }, body: JSON.stringify({ id: ada, status: 'BLOCKED' }) });
    expect(edit.status).toBe(200);
    first.emulator.stateOf('data').collections.Pages.items['page-about'].title = 'Changed by a test';
    await first.save();
    const again = await start(dir);
    expect((await api(again.url, 'GET', `/members/v1/members/${ada}?fieldsets=FULL`)).json.member.status).toBe('BLOCKED');
    expect((await api(again.url, 'GET', '/wix-data/v2/items/page-about?dataCollectionId=Pages')).json.dataItem.data.title).toBe('Changed by a test');
  });

  it('writes answered while a snapshot is written stay in the journal, and survive a crash after it', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const slowSnapshot: StateFileSystem = {
      write: async (fd, buffer, offset, length) => {
        if (length > 50_000) await new Promise((resolve) => setTimeout(resolve, 300)); // a snapshot's chunk
        return disk.fs.write(fd, buffer, offset, length);
      },
      sync: disk.fs.sync,
    };
    const first = await start(dir, slowSnapshot);
    const saving = first.save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await Promise.all(Array.from({ length: 5 }, (_, i) => insert(first.url, `during-${i}`)));
    expect(during.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    await saving;
    const lines = readFileSync(join(dir, 'state.json.journal'), 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    // A restart without a clean stop: the snapshot plus the journal's remaining lines.
    const again = await start(dir);
    for (const answer of during) expect(await found(again.url, answer.json.dataItem.id as string)).toBe(true);
  });

  it('ENOSPC on a change made in place (a member blocked): refused, and the record is as it was', async () => {
    const dir = tempDir();
    const disk = simulatedDisk();
    const first = await start(dir, disk.fs);
    const ada = '00000000-0000-4000-8000-000000000002';
    const status = async () => (await api(first.url, 'GET', `/members/v1/members/${ada}?fieldsets=FULL`)).json.member.status as string;
    const before = await status();
    disk.free = 0;
    const edit = await fetch(`${first.url}/_emulator/api/members/status`, { method: 'POST', headers: { origin: first.url, 'content-type': 'application/json' }, body: JSON.stringify({ id: ada, status: 'BLOCKED' }) });
    expect(edit.status).toBe(500);
    expect(await status()).toBe(before);
    disk.free = Infinity;
    const again = await start(dir);
    expect((await api(again.url, 'GET', `/members/v1/members/${ada}?fieldsets=FULL`)).json.member.status).toBe(before);
  });
});
