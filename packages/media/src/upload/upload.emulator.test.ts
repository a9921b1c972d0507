import { mkdtempSync } from 'node:fs';
import { inspect } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { startEmulator, type RunningEmulator } from '@sitekit/emulator/server';
import { patterned, PNG_4X3, sha256 } from '../../test/helpers';
import * as files from '../files/index';
import { uploadFile } from './upload-file';
import type { UploadProgress } from './send-bytes';

// uploadFile over the emulator's HTTP face (real sockets: the tus client speaks node:http there).
let running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
});
async function start(statePath?: string) {
  const platform = await startEmulator({ port: 0, ...(statePath ? { statePath } : {}) });
  running.push(platform);
  const client = createClient({ modules: { files }, host: platform.url, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }), retry: false });
  return { platform, client };
}
const download = async (client: Awaited<ReturnType<typeof start>>['client'], id: string) => {
  const { downloadUrls } = await client.files.generateFileDownloadUrl(id);
  return new Uint8Array(await (await fetch(downloadUrls![0]!.url!)).arrayBuffer());
};

/** tus-js-client's URL storage kept in memory (a browser keeps it in localStorage): survives a "reload" of the upload. */
function memoryUrlStorage(): UrlStorage & { entries: Map<string, PreviousUpload & { fingerprint: string }> } {
  const entries = new Map<string, PreviousUpload & { fingerprint: string }>();
  let n = 0;
  return {
    entries,
    findAllUploads: async () => [...entries.values()],
    findUploadsByFingerprint: async (fp) => [...entries.values()].filter((e) => e.fingerprint === fp),
    removeUpload: async (key) => void entries.delete(key),
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${++n}`;
      entries.set(key, { ...upload, urlStorageKey: key, fingerprint });
      return key;
    },
  };
}

describe('uploadFile on the emulator (HTTP face)', () => {
  it('uploads with progress events up to the total and resolves the descriptor; the bytes come back identical', async () => {
    const { client } = await start();
    const data = patterned(300_000);
    const events: UploadProgress[] = [];
    const file = await uploadFile(client, new Blob([data as BlobPart]), { fileName: 'data.bin', labels: ['x'], onProgress: (p) => events.push(p) });
    expect(file).toMatchObject({ displayName: 'data.bin', sizeInBytes: '300000', labels: ['x'], mediaType: 'OTHER' });
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((e) => e.totalBytes === 300_000)).toBe(true);
    expect(events.map((e) => e.bytesSent)).toEqual([...events.map((e) => e.bytesSent)].sort((a, b) => a - b));
    expect(events.at(-1)!.bytesSent).toBe(300_000);
    expect(await sha256(await download(client, file._id!))).toBe(await sha256(data));
  });

  it('infers the mime type from the bytes, reads the image size, and refuses bad input before any request', async () => {
    const { client, platform } = await start();
    const file = await uploadFile(client, PNG_4X3, { fileName: 'photo' });
    expect(file).toMatchObject({ mediaType: 'IMAGE' });
    expect(file.media?.image?.image).toMatch(/#originWidth=4&originHeight=3$/);
    platform.emulator.clearRequests();
    for (const run of [
      () => uploadFile(client, new Uint8Array(), { fileName: 'empty.png' }),
      () => uploadFile(client, PNG_4X3),
      () => uploadFile(client, PNG_4X3, { fileName: 'a.png', maxSizeInBytes: 10 }),
      () => uploadFile(client, 'not bytes' as never, { fileName: 'a.txt' }),
    ]) await expect(run()).rejects.toSatisfy(isValidationError);
    expect(platform.emulator.requests).toHaveLength(0);
  });

  it('takes a Node readable stream', async () => {
    const { client } = await start();
    const { Readable } = await import('node:stream');
    const data = patterned(100_000);
    const file = await uploadFile(client, Readable.from([data.subarray(0, 40_000), data.subarray(40_000)]), { fileName: 's.bin' });
    expect(await download(client, file._id!)).toEqual(data);
  });

  it('an abort stops the transfer and leaves no file behind', async () => {
    const { client } = await start();
    const controller = new AbortController();
    const upload = uploadFile(client, patterned(4_000_000), {
      fileName: 'big.bin', signal: controller.signal, onProgress: ({ bytesSent }) => bytesSent > 200_000 && controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: 'ABORTED' });
    await new Promise((r) => setTimeout(r, 100));
    expect((await client.files.listFiles()).files).toEqual([]);
  });

  it('tus: a dropped connection resumes from the last acknowledged offset, and the file is identical', async () => {
    const { client, platform } = await start();
    const data = patterned(640 * 1024);
    let dropped = false;
    const file = await uploadFile(client, data, {
      fileName: 'video.bin', resumable: true, chunkSize: 128 * 1024, retryDelays: [0, 50, 100],
      onProgress: ({ bytesSent }) => {
        if (!dropped && bytesSent >= 256 * 1024) {
          dropped = true;
          platform.emulator.faults.add({ route: 'media.tus.patch', drop: true, times: 1 });
        }
      },
    });
    expect(dropped).toBe(true);
    const tus = platform.emulator.requests.filter((r) => r.routeId?.startsWith('media.tus.'));
    const heads = tus.filter((r) => r.method === 'HEAD');
    expect(heads.length).toBeGreaterThanOrEqual(1);
    const offsets = tus.filter((r) => r.method === 'PATCH').map((r) => Number(r.headers['upload-offset']));
    // after the drop the client asked where to go on (HEAD) and never started over from 0
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    expect(offsets.at(-1)).toBe(512 * 1024);
    expect(await sha256(await download(client, file._id!))).toBe(await sha256(data));
  });

  it('tus: a stored upload resumes after a "reload" (URL kept in the URL storage) without sending the acknowledged bytes again', async () => {
    const { client, platform } = await start();
    const data = patterned(512 * 1024);
    const urlStorage = memoryUrlStorage();
    let failed = false;
    const first = uploadFile(client, data, {
      fileName: 'long.bin', resumable: true, chunkSize: 128 * 1024, retryDelays: [], urlStorage,
      onProgress: ({ bytesSent }) => {
        if (!failed && bytesSent >= 256 * 1024) {
          failed = true;
          platform.emulator.faults.add({ route: 'media.tus.patch', drop: true });
        }
      },
    });
    await expect(first).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(urlStorage.entries.size).toBe(1);
    platform.emulator.faults.clear();
    platform.emulator.clearRequests();
    const file = await uploadFile(client, data, { fileName: 'long.bin', resumable: true, chunkSize: 128 * 1024, urlStorage });
    const patches = platform.emulator.requests.filter((r) => r.routeId === 'media.tus.patch');
    expect(Number(patches[0]!.headers['upload-offset'])).toBeGreaterThan(0);
    expect(platform.emulator.requests.some((r) => r.routeId === 'media.tus.create')).toBe(false);
    expect(urlStorage.entries.size).toBe(0);
    expect(await sha256(await download(client, file._id!))).toBe(await sha256(data));
  });

  it('tus: an abort terminates the upload on the server (no half file)', async () => {
    const { client, platform } = await start();
    const controller = new AbortController();
    const upload = uploadFile(client, patterned(1024 * 1024), {
      fileName: 'x.bin', resumable: true, chunkSize: 128 * 1024, signal: controller.signal,
      onProgress: ({ bytesSent }) => bytesSent >= 128 * 1024 && controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: 'ABORTED' });
    expect(platform.emulator.requests.some((r) => r.routeId === 'media.tus.delete')).toBe(true);
    expect((await client.files.listFiles()).files).toEqual([]);
  });

  it('an upload that fails carries no upload URL (its path holds the upload token) in anything the error reaches', async () => {
    const { client, platform } = await start();
    // one PUT and one tus upload; the host refuses (an answer), then the network fails (no answer)
    for (const [route, resumable] of [['media.upload.put', false], ['media.tus.patch', true]] as const) {
      for (const fault of [{ status: 500 }, { drop: true }]) {
        platform.emulator.faults.clear();
        platform.emulator.faults.add({ route, ...fault });
        const error = await uploadFile(client, patterned(200_000), { fileName: 'x.bin', resumable, retryDelays: [] }).catch((e) => e);
        expect(error).toMatchObject(fault.status ? { status: 500 } : { code: 'NETWORK_ERROR' });
        // every upload URL the emulator hands out starts with its upload paths
        const logged = inspect(error, { depth: 20, showHidden: true }) + JSON.stringify(error);
        expect(logged).not.toContain('/_emulator/media/');
      }
    }
  });

  it('a restart with the same state directory keeps every file (bytes compared by hash)', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sitekit-media-')), 'state');
    const first = await start(dir);
    const data = patterned(200_000);
    const plain = await uploadFile(first.client, data, { fileName: 'a.bin' });
    const resumed = await uploadFile(first.client, PNG_4X3, { fileName: 'b.png', resumable: true });
    await first.platform.close();
    running = [];
    const second = await start(dir);
    const { files: kept } = await second.client.files.getFileDescriptors([plain._id!, resumed._id!]);
    expect(kept!.map((f) => f.displayName)).toEqual(['a.bin', 'b.png']);
    expect(await sha256(await download(second.client, plain._id!))).toBe(await sha256(data));
    expect(await sha256(await download(second.client, resumed._id!))).toBe(await sha256(PNG_4X3));
  });
});
