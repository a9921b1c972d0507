import { describe, expect, it } from 'vitest';
import { createClient, isForbidden, isNotFound, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { MP4_BYTES, patterned, PNG_4X3, sha256 } from '../../test/helpers';
import { uploadFile } from '../upload/upload-file';
import * as files from './index';

// Behaviour of every files call on the emulator's MSW face (the tus upload runs over the HTTP face: upload.emulator.test.ts).
const platform = duringTests(setupEmulator());

const merchant = () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }) });
async function visitor() {
  return createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: await visitorToken() }) });
}
/** Past the emulator's processing time: PENDING files are READY (or FAILED). */
const settle = () => platform.emulator.clock.advance(1000);
const upload = (client: ReturnType<typeof merchant>, bytes: Uint8Array, fileName: string, options = {}) => uploadFile(client, bytes, { fileName, ...options });
const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('files on the emulator', () => {
  it('generateFileUploadUrl + one PUT: PENDING, then READY with the image size read from the bytes; the URL takes one upload', async () => {
    const client = merchant();
    const { uploadUrl } = await client.files.generateFileUploadUrl('image/png', { fileName: 'logo.png', labels: ['brand'] });
    const put = await fetch(`${uploadUrl}?filename=logo.png`, { method: 'PUT', body: PNG_4X3 });
    expect(put.status).toBe(200);
    const { file } = (await put.json()) as { file: { id: string; operationStatus: string } };
    expect(file.operationStatus).toBe('PENDING');
    settle();
    const got = await client.files.getFileDescriptor(file.id);
    expect(got).toMatchObject({
      _id: file.id, displayName: 'logo.png', mediaType: 'IMAGE', operationStatus: 'READY', sizeInBytes: String(PNG_4X3.byteLength),
      labels: ['brand'], parentFolderId: 'media-root', state: 'OK', hash: await sha256(PNG_4X3),
    });
    expect(got._createdDate).toBeInstanceOf(Date);
    expect(got.media?.image?.image).toBe(`wix:image://v1/${file.id}/logo.png#originWidth=4&originHeight=3`);
    expect(await bytesAt(got.url!)).toEqual(PNG_4X3);
    expect((await fetch(`${uploadUrl}?filename=again.png`, { method: 'PUT', body: PNG_4X3 })).status).toBe(403);
  });

  it('an upload URL refuses a body over the size limit (413), no filename (400), and after it expires (403)', async () => {
    const client = merchant();
    platform.emulator.stateOf('files').maxUploadBytes = 10;
    const { uploadUrl } = await client.files.generateFileUploadUrl('image/png');
    expect((await fetch(`${uploadUrl}?filename=a.png`, { method: 'PUT', body: PNG_4X3 })).status).toBe(413);
    expect((await fetch(uploadUrl!, { method: 'PUT', body: PNG_4X3.slice(0, 5) })).status).toBe(400);
    platform.emulator.clock.advance(2 * 60 * 60 * 1000);
    expect((await fetch(`${uploadUrl}?filename=a.png`, { method: 'PUT', body: PNG_4X3.slice(0, 5) })).status).toBe(403);
  });

  it('bytes that are not what the mime type says end FAILED', async () => {
    const file = await upload(merchant(), new TextEncoder().encode('not a png at all'), 'fake.png', { mimeType: 'image/png' });
    settle();
    expect(await merchant().files.getFileDescriptor(file._id!)).toMatchObject({ operationStatus: 'FAILED' });
  });

  it('generateFileResumableUploadUrl: a tus URL and a single-use token', async () => {
    const answer = await merchant().files.generateFileResumableUploadUrl('video/mp4', { fileName: 'v.mp4', uploadProtocol: 'TUS' });
    expect(answer).toEqual({ uploadProtocol: 'TUS', uploadUrl: expect.stringMatching(/^https:\/\/www\.wixapis\.com\/_emulator\/media\/tus\//), uploadToken: expect.any(String) });
    const res = await fetch(answer.uploadUrl!, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '3' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${answer.uploadUrl}/`));
  });

  it('the resumable URL speaks tus on the MSW face too: uploadFile in 100 KB PATCHes, bytes identical', async () => {
    const client = merchant();
    const data = patterned(300_000);
    const file = await uploadFile(client, data, { fileName: 'x.bin', resumable: true, chunkSize: 100_000 });
    const patches = platform.emulator.requests.filter((r) => r.routeId === 'media.tus.patch');
    expect(patches.map((r) => r.headers['upload-offset'])).toEqual(['0', '100000', '200000']);
    expect(await sha256(await bytesAt((await client.files.generateFileDownloadUrl(file._id!)).downloadUrls![0]!.url!))).toBe(await sha256(data));
  });

  it('getFileDescriptor takes an id or its wix:image string; an unknown id is 404; getFileDescriptors answers several', async () => {
    const client = merchant();
    const a = await upload(client, PNG_4X3, 'a.png');
    const b = await upload(client, PNG_4X3, 'b.png');
    settle();
    const viaString = await client.files.getFileDescriptor(`wix:image://v1/${a._id}/a.png#originWidth=4&originHeight=3`);
    expect(viaString._id).toBe(a._id);
    await expect(client.files.getFileDescriptor('nope')).rejects.toSatisfy(isNotFound);
    const { files: both } = await client.files.getFileDescriptors([a._id!, b._id!]);
    expect(both!.map((f) => f.displayName)).toEqual(['a.png', 'b.png']);
  });

  it('updateFileDescriptor changes the display name, folder and labels', async () => {
    const client = merchant();
    const a = await upload(client, PNG_4X3, 'a.png');
    const updated = await client.files.updateFileDescriptor({ _id: a._id!, displayName: 'Logo', labels: ['x', 'y'] });
    expect(updated).toMatchObject({ _id: a._id, displayName: 'Logo', labels: ['x', 'y'] });
    expect(updated._updatedDate!.getTime()).toBeGreaterThanOrEqual(a._updatedDate!.getTime());
    await expect(client.files.updateFileDescriptor({ _id: a._id!, displayName: ' ' })).rejects.toSatisfy(isValidationError);
  });

  it('generateFileDownloadUrl: signed and expiring, byte-for-byte, with contentDisposition and downloadFileName; tampered or expired is 403', async () => {
    const client = merchant();
    const a = await upload(client, PNG_4X3, 'a.png', { private: true });
    expect((await fetch(a.url!)).status).toBe(403); // a private file is served only through a signed URL
    const { downloadUrls } = await client.files.generateFileDownloadUrl(a._id!, { expirationInMinutes: 5, downloadFileName: 'red.png', contentDisposition: 'INLINE' });
    const url = downloadUrls![0]!.url!;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="red\.png"/);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await sha256(await res.arrayBuffer())).toBe(await sha256(PNG_4X3));
    expect((await fetch(url.replace('name=red.png', 'name=blue.png'))).status).toBe(403);
    const attachment = (await client.files.generateFileDownloadUrl(a._id!)).downloadUrls![0]!.url!;
    expect((await fetch(attachment)).headers.get('content-disposition')).toMatch(/^attachment; filename="a\.png"/);
    platform.emulator.clock.advance(6 * 60 * 1000);
    expect((await fetch(url)).status).toBe(403);
    await expect(client.files.generateFileDownloadUrl(a._id!, { expirationInMinutes: 600_000 })).rejects.toSatisfy(isValidationError);
  });

  it('generateFilesDownloadUrl: one ZIP holding every file', async () => {
    const client = merchant();
    const a = await upload(client, PNG_4X3, 'a.png');
    const b = await upload(client, MP4_BYTES, 'b.mp4');
    const { downloadUrl } = await client.files.generateFilesDownloadUrl([a._id!, b._id!]);
    const res = await fetch(downloadUrl!);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = new Uint8Array(await res.arrayBuffer());
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    const text = new TextDecoder('latin1').decode(zip);
    expect(text).toContain('a.png');
    expect(text).toContain('b.mp4');
    expect(text).toContain(new TextDecoder('latin1').decode(PNG_4X3));
  });

  it('importFile: from a data: URL or the emulator\'s own URL; any outside URL is refused', async () => {
    const client = merchant();
    const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_4X3))}`;
    const { file } = await client.files.importFile(dataUrl, { displayName: 'imported.png', labels: ['i'] });
    expect(file).toMatchObject({ displayName: 'imported.png', mediaType: 'IMAGE', operationStatus: 'PENDING', labels: ['i'] });
    settle();
    const ready = await client.files.getFileDescriptor(file!._id!);
    expect(ready.operationStatus).toBe('READY');
    expect(await bytesAt(ready.url!)).toEqual(PNG_4X3);
    const { file: copy } = await client.files.importFile(ready.url!);
    expect(copy).toMatchObject({ sourceUrl: ready.url, hash: ready.hash });
    await expect(client.files.importFile('https://example.com/cat.png')).rejects.toSatisfy(isValidationError);
  });

  it('bulkImportFiles and bulkImportFile: several files; a bad URL is one failed result', async () => {
    const client = merchant();
    const dataUrl = 'data:text/plain,hello';
    const { files: imported } = await client.files.bulkImportFiles([{ url: dataUrl, displayName: 'one.txt' }, { url: dataUrl, displayName: 'two.txt' }]);
    expect(imported!.map((f) => [f.displayName, f.mediaType])).toEqual([['one.txt', 'DOCUMENT'], ['two.txt', 'DOCUMENT']]);
    const { results, bulkActionMetadata } = await client.files.bulkImportFile([{ url: dataUrl }, { url: 'https://example.com/x' }], { returnEntity: true });
    expect(bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(results![0]).toMatchObject({ itemMetadata: { success: true, originalIndex: 0 }, item: { mediaType: 'DOCUMENT' } });
    expect(results![1]!.itemMetadata).toMatchObject({ success: false, originalIndex: 1, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('listFiles: cursor paging, sort, filters by media type, folder and privacy', async () => {
    const client = merchant();
    for (const name of ['c.png', 'a.png', 'b.png']) await upload(client, PNG_4X3, name);
    await upload(client, MP4_BYTES, 'v.mp4');
    await upload(client, PNG_4X3, 'secret.png', { private: true });
    await upload(client, PNG_4X3, 'other.png', { parentFolderId: 'folder-2' });
    const first = await client.files.listFiles({ mediaTypes: ['IMAGE'], private: false, sort: { fieldName: 'displayName', order: 'ASC' }, paging: { limit: 2 } });
    expect(first.files!.map((f) => f.displayName)).toEqual(['a.png', 'b.png']);
    const next = await client.files.listFiles({ mediaTypes: ['IMAGE'], private: false, sort: { fieldName: 'displayName', order: 'ASC' }, paging: { limit: 2, cursor: first.nextCursor!.cursors!.next! } });
    expect(next.files!.map((f) => f.displayName)).toEqual(['c.png']);
    expect(next.nextCursor!.cursors!.next).toBeNull();
    expect((await client.files.listFiles({ private: true })).files!.map((f) => f.displayName)).toEqual(['secret.png']);
    expect((await client.files.listFiles({ parentFolderId: 'folder-2' })).files!.map((f) => f.displayName)).toEqual(['other.png']);
    expect((await client.files.listFiles({ mediaTypes: ['VIDEO'] })).files!.map((f) => f.displayName)).toEqual(['v.mp4']);
  });

  it('searchFiles: by name, label or mime type under a root folder; visitors upload only to the visitor-uploads root', async () => {
    const client = merchant();
    await upload(client, PNG_4X3, 'cat.png', { labels: ['pets'] });
    await upload(client, PNG_4X3, 'dog.png', { labels: ['pets'] });
    await upload(client, MP4_BYTES, 'clip.mp4');
    const guest = await visitor();
    const theirs = await uploadFile(guest, PNG_4X3, { fileName: 'avatar.png' });
    expect(theirs.parentFolderId).toBe('visitor-uploads');
    await expect(uploadFile(guest, PNG_4X3, { fileName: 'x.png', parentFolderId: 'media-root' })).rejects.toSatisfy(isForbidden);
    const names = async (options: files.SearchFilesOptions) => (await client.files.searchFiles(options)).files!.map((f) => f.displayName).sort();
    expect(await names({ search: 'pets' })).toEqual(['cat.png', 'dog.png']);
    expect(await names({ search: 'video/mp4' })).toEqual(['clip.mp4']);
    expect(await names({ search: 'cat' })).toEqual(['cat.png']);
    expect(await names({ rootFolder: 'VISITOR_UPLOADS_ROOT' })).toEqual(['avatar.png']);
    const { files: page, nextCursor } = await client.files.searchFiles({ search: 'pets', paging: { limit: 1 } });
    expect(page).toHaveLength(1);
    expect(nextCursor!.cursors!.next).toEqual(expect.any(String));
  });

  it('generateVideoStreamingUrl: a signed stream URL for a ready video; an image is refused', async () => {
    const client = merchant();
    const video = await upload(client, MP4_BYTES, 'clip.mp4');
    const image = await upload(client, PNG_4X3, 'a.png');
    settle();
    const { downloadUrl } = await client.files.generateVideoStreamingUrl(video._id!, { format: 'HLS', expirationInMinutes: 1 });
    expect(downloadUrl).toEqual({ url: expect.stringContaining('/_emulator/media/download/'), assetKey: 'hls' });
    expect(await bytesAt(downloadUrl!.url!)).toEqual(MP4_BYTES);
    await expect(client.files.generateVideoStreamingUrl(image._id!)).rejects.toMatchObject({ code: 'NOT_A_VIDEO' });
  });

  it('bulkDeleteFiles to the trash, listDeletedFiles, bulkRestoreFilesFromTrashBin, and permanent deletion', async () => {
    const client = merchant();
    const a = await upload(client, PNG_4X3, 'a.png');
    const b = await upload(client, PNG_4X3, 'b.png');
    await client.files.bulkDeleteFiles([a._id!]);
    expect((await client.files.listFiles()).files!.map((f) => f.displayName)).toEqual(['b.png']);
    const trashed = await client.files.listDeletedFiles();
    expect(trashed.files!.map((f) => [f.displayName, f.state])).toEqual([['a.png', 'DELETED']]);
    expect((await fetch(a.url!)).status).toBe(404);
    await client.files.bulkRestoreFilesFromTrashBin([a._id!]);
    expect((await client.files.listFiles()).files!.map((f) => f.displayName).sort()).toEqual(['a.png', 'b.png']);
    expect((await client.files.listDeletedFiles()).files).toEqual([]);
    await client.files.bulkDeleteFiles([b._id!], { permanent: true });
    await expect(client.files.getFileDescriptor(b._id!)).rejects.toSatisfy(isNotFound);
    expect((await client.files.listDeletedFiles()).files).toEqual([]);
  });

  it('queryFileDescriptors: filter, sort and cursor pages', async () => {
    const client = merchant();
    for (const name of ['a.png', 'b.png', 'c.png']) await upload(client, PNG_4X3, name);
    await upload(client, MP4_BYTES, 'v.mp4');
    const page = await client.files.queryFileDescriptors().eq('mediaType', 'IMAGE').ascending('displayName').limit(2).find();
    expect(page.items.map((f) => f.displayName)).toEqual(['a.png', 'b.png']);
    expect(page.items[0]!._createdDate).toBeInstanceOf(Date);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(next.items.map((f) => f.displayName)).toEqual(['c.png']);
    expect(next.hasNext()).toBe(false);
  });

  it('queryFileDescriptors(query): the typed form filters (SDK names), sorts and pages; the cursor of pagingMetadata reads on', async () => {
    const client = merchant();
    const [a, , c] = [await upload(client, PNG_4X3, 'a.png'), await upload(client, PNG_4X3, 'b.png'), await upload(client, PNG_4X3, 'c.png')];
    await upload(client, MP4_BYTES, 'v.mp4');
    const query = { filter: { mediaType: 'IMAGE', _id: { $ne: c._id } }, sort: [{ fieldName: 'displayName', order: files.SortOrder.DESC }], cursorPaging: { limit: 1 } };
    const first = await client.files.queryFileDescriptors(query);
    expect(first.files!.map((f) => f.displayName)).toEqual(['b.png']);
    expect(first.files![0]!._createdDate).toBeInstanceOf(Date);
    const next = await client.files.queryFileDescriptors({ cursorPaging: { limit: 1, cursor: first.pagingMetadata!.cursors!.next! } });
    expect(next.files!.map((f) => f._id)).toEqual([a._id]);
    expect(next.pagingMetadata!.cursors!.next ?? null).toBeNull();
  });
});
