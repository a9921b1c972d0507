import { describe, expect, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { biHeader, expectRequest as expectWireRequest, wireServer, type Captured } from '@sitekit/testing';
import * as files from './index';

const wire = wireServer();
const client = createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }).files;
const API = 'https://www.wixapis.com/site-media/v1';

/** The one request on the wire: verb, full URL, auth, method-name header and JSON body (or none). */
function expectRequest(method: string, url: string, name: string, body?: unknown, req: Captured | undefined = wire.requests[0]): void {
  expect(wire.requests).toHaveLength(1);
  expectWireRequest(req, method, API + url, biHeader('@wix/auto_sdk_media_files', `com.wix.media.site_media.v1.FilesService.${name}`, 'wix.media.site_media.v1.file_descriptor'), body);
}

// A wire descriptor with every transformed part, and its SDK reading.
const WIRE_FILE = {
  id: 'f1~mv2.png', displayName: 'logo.png', url: 'https://static.wixstatic.com/media/f1~mv2.png', sizeInBytes: '68',
  mediaType: 'IMAGE', operationStatus: 'READY', state: 'OK', private: false, labels: ['brand'],
  createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-01-02T00:00:00.000Z', lastUsedDate: '2026-01-03T00:00:00.000Z',
  media: {
    image: {
      image: { id: 'f1~mv2.png', url: 'https://static.wixstatic.com/media/f1~mv2.png', width: 4, height: 3, filename: 'logo.png' },
      previewImage: { id: 'p1.png', width: 2, height: 1 },
      faces: [{ confidence: 0.9, x: 1, y: 1, width: 1, height: 1 }],
    },
  },
};
const SDK_FILE = {
  _id: 'f1~mv2.png', displayName: 'logo.png', url: 'https://static.wixstatic.com/media/f1~mv2.png', sizeInBytes: '68',
  mediaType: 'IMAGE', operationStatus: 'READY', state: 'OK', private: false, labels: ['brand'],
  _createdDate: new Date('2026-01-01T00:00:00.000Z'), _updatedDate: new Date('2026-01-02T00:00:00.000Z'), lastUsedDate: new Date('2026-01-03T00:00:00.000Z'),
  media: {
    image: {
      image: 'wix:image://v1/f1~mv2.png/logo.png#originWidth=4&originHeight=3',
      previewImage: 'wix:image://v1/p1.png/p1.png#originWidth=2&originHeight=1',
      faces: [{ confidence: 0.9, x: 1, y: 1, width: 1, height: 1 }],
    },
  },
};
const WIRE_VIDEO = {
  id: 'v1', media: { video: { id: 'v1.mp4', filename: 'clip one.mp4', posters: [{ id: 'poster.jpg', width: 640, height: 360 }] } },
};
const WIRE_DOC = { id: 'd1', media: { document: { id: 'd1.pdf', filename: 'a.pdf' } }, sizeInBytes: '10' };

describe('files: every call on the wire', () => {
  it('generateFilesDownloadUrl: POST generate-download-url { fileIds } → { downloadUrl }', async () => {
    wire.reply({ downloadUrl: 'https://x/zip' });
    await expect(client.generateFilesDownloadUrl(['a', 'b'])).resolves.toEqual({ downloadUrl: 'https://x/zip' });
    expectRequest('POST', '/files/generate-download-url', 'GenerateFilesDownloadUrl', { fileIds: ['a', 'b'] });
  });

  it('generateFileDownloadUrl: POST generate-file-download-url with the options at the top of the body → { downloadUrls }', async () => {
    wire.reply({ downloadUrls: [{ url: 'https://x/f', assetKey: 'src' }] });
    const options = { downloadFileName: 'a.pdf', expirationInMinutes: 5, expirationRedirectUrl: 'https://r', assetKeys: ['src'], contentDisposition: files.ContentDisposition.INLINE };
    await expect(client.generateFileDownloadUrl('f1', options)).resolves.toEqual({ downloadUrls: [{ url: 'https://x/f', assetKey: 'src' }] });
    expectRequest('POST', '/files/generate-file-download-url', 'GenerateFileDownloadUrl', { fileId: 'f1', ...options });
  });

  it('getFileDescriptor: GET get-file-by-id?fileId → the descriptor unwrapped, media as wix:image strings, dates as Date', async () => {
    wire.reply({ file: WIRE_FILE });
    await expect(client.getFileDescriptor('f1~mv2.png')).resolves.toEqual(SDK_FILE);
    expectRequest('GET', '/files/get-file-by-id?fileId=f1%7Emv2.png', 'GetFileDescriptor');
  });

  it('getFileDescriptor: a 5000-character id still goes out as a GET (the platform has no POST fallback)', async () => {
    wire.reply({ file: WIRE_FILE });
    const id = 'f'.repeat(5000);
    await client.getFileDescriptor(id);
    expectRequest('GET', `/files/get-file-by-id?fileId=${id}`, 'GetFileDescriptor');
  });

  it('getFileDescriptor: an empty 200 is MALFORMED_RESPONSE', async () => {
    wire.reply({});
    await expect(client.getFileDescriptor('f1')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });

  it('getFileDescriptors: POST get-files { fileIds } → { files } (videos as wix:video, documents as wix:document)', async () => {
    wire.reply({ files: [WIRE_FILE, WIRE_VIDEO, WIRE_DOC] });
    const result = await client.getFileDescriptors(['f1', 'v1', 'd1']);
    expect(result).toEqual({
      files: [
        SDK_FILE,
        { _id: 'v1', media: { video: 'wix:video://v1/v1.mp4/clip%20one.mp4#posterUri=poster.jpg&posterWidth=640&posterHeight=360' } },
        { _id: 'd1', media: { document: 'wix:document://v1/d1.pdf/a.pdf' }, sizeInBytes: '10' },
      ],
    });
    expectRequest('POST', '/files/get-files', 'GetFileDescriptors', { fileIds: ['f1', 'v1', 'd1'] });
  });

  it('updateFileDescriptor: PATCH update-file-descriptor { file } with _id as id → the descriptor unwrapped', async () => {
    wire.reply({ file: WIRE_FILE });
    const input = { _id: 'f1', displayName: 'Logo', labels: ['x'] };
    await expect(client.updateFileDescriptor(input)).resolves.toEqual(SDK_FILE);
    expectRequest('PATCH', '/files/update-file-descriptor', 'UpdateFileDescriptor', { file: { id: 'f1', displayName: 'Logo', labels: ['x'] } });
    expect(input).toEqual({ _id: 'f1', displayName: 'Logo', labels: ['x'] });
  });

  it('generateFileUploadUrl: POST generate-upload-url { mimeType, ...options } → { uploadUrl }', async () => {
    wire.reply({ uploadUrl: 'https://up/1' });
    const options = { fileName: 'a.png', sizeInBytes: '10', parentFolderId: 'media-root', private: true, labels: ['l'], externalInfo: { origin: 'o', externalIds: ['e'] }, filePath: '/a/b' };
    await expect(client.generateFileUploadUrl('image/png', options)).resolves.toEqual({ uploadUrl: 'https://up/1' });
    expectRequest('POST', '/files/generate-upload-url', 'GenerateFileUploadUrl', { mimeType: 'image/png', ...options });
  });

  it('generateFileResumableUploadUrl: POST generate-resumable-upload-url → { uploadProtocol, uploadUrl, uploadToken }', async () => {
    const answer = { uploadProtocol: 'TUS', uploadUrl: 'https://up/tus', uploadToken: 't' };
    wire.reply(answer);
    const options = { fileName: 'v.mp4', sizeInBytes: '99', parentFolderId: 'p', private: false, labels: [], uploadProtocol: files.UploadProtocol.TUS, filePath: '/v' };
    await expect(client.generateFileResumableUploadUrl('video/mp4', options)).resolves.toEqual(answer);
    expectRequest('POST', '/files/generate-resumable-upload-url', 'GenerateFileResumableUploadUrl', { mimeType: 'video/mp4', ...options });
  });

  it('importFile: POST import { url, ...options } → { file }', async () => {
    wire.reply({ file: WIRE_FILE });
    const options = {
      mediaType: files.MediaType.IMAGE, displayName: 'd', parentFolderId: 'p', private: false, labels: ['l'], mimeType: 'image/png',
      externalInfo: { origin: 'o' }, urlParams: { a: 1 }, urlHeaders: { h: 'v' }, filePath: '/x',
    };
    await expect(client.importFile('https://example.com/a.png', options)).resolves.toEqual({ file: SDK_FILE });
    expectRequest('POST', '/files/import', 'ImportFile', { url: 'https://example.com/a.png', ...options });
  });

  it('bulkImportFiles: POST bulk/files/import { importFileRequests } → { files }', async () => {
    wire.reply({ files: [WIRE_FILE] });
    await expect(client.bulkImportFiles([{ url: 'https://e/a.png', displayName: 'a' }])).resolves.toEqual({ files: [SDK_FILE] });
    expectRequest('POST', '/bulk/files/import', 'BulkImportFiles', { importFileRequests: [{ url: 'https://e/a.png', displayName: 'a' }] });
  });

  it('bulkImportFile: POST bulk/files/import-v2 { importFileRequests, returnEntity } → { results, bulkActionMetadata }', async () => {
    wire.reply({ results: [{ itemMetadata: { id: 'f1', originalIndex: 0, success: true }, item: WIRE_FILE }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } });
    await expect(client.bulkImportFile([{ url: 'https://e/a.png' }], { returnEntity: true })).resolves.toEqual({
      results: [{ itemMetadata: { _id: 'f1', originalIndex: 0, success: true }, item: SDK_FILE }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
    });
    expectRequest('POST', '/bulk/files/import-v2', 'BulkImportFile', { importFileRequests: [{ url: 'https://e/a.png' }], returnEntity: true });
  });

  it('listFiles: GET files with nested options flattened with dots, repeated media types, the sort field as a wire name', async () => {
    wire.reply({ files: [WIRE_FILE], nextCursor: { cursors: { next: 'c2' } } });
    const result = await client.listFiles({
      parentFolderId: 'media-root', mediaTypes: ['IMAGE', 'VIDEO'], private: false,
      sort: { fieldName: '_updatedDate', order: 'DESC' }, paging: { limit: 10, cursor: 'c1' },
    });
    expect(result).toEqual({ files: [SDK_FILE], nextCursor: { cursors: { next: 'c2' } } });
    expectRequest('GET', '/files?parentFolderId=media-root&mediaTypes=IMAGE&mediaTypes=VIDEO&private=false&sort.fieldName=updatedDate&sort.order=DESC&paging.limit=10&paging.cursor=c1', 'ListFiles');
  });

  it('listFiles with no options: GET files with no query', async () => {
    wire.reply({ files: [] });
    await expect(client.listFiles()).resolves.toEqual({ files: [] });
    expectRequest('GET', '/files', 'ListFiles');
  });

  it('searchFiles: POST files/search with the options as the body', async () => {
    wire.reply({ files: [WIRE_FILE], nextCursor: {} });
    await client.searchFiles({ search: 'cat', rootFolder: 'MEDIA_ROOT', mediaTypes: ['IMAGE'], private: true, sort: { fieldName: 'displayName', order: 'ASC' }, paging: { limit: 5 } });
    expectRequest('POST', '/files/search', 'SearchFiles', {
      search: 'cat', rootFolder: 'MEDIA_ROOT', mediaTypes: ['IMAGE'], private: true, sort: { fieldName: 'displayName', order: 'ASC' }, paging: { limit: 5 },
    });
  });

  it('generateVideoStreamingUrl: POST generate-video-stream-url { fileId, format, expirationInMinutes } → { downloadUrl }', async () => {
    wire.reply({ downloadUrl: { url: 'https://s/v.m3u8', assetKey: 'hls' } });
    await expect(client.generateVideoStreamingUrl('v1', { format: 'HLS', expirationInMinutes: 3 })).resolves.toEqual({ downloadUrl: { url: 'https://s/v.m3u8', assetKey: 'hls' } });
    expectRequest('POST', '/files/generate-video-stream-url', 'GenerateVideoStreamingUrl', { fileId: 'v1', format: 'HLS', expirationInMinutes: 3 });
  });

  it('bulkDeleteFiles: POST bulk/files/delete { fileIds, permanent } → nothing', async () => {
    wire.reply({});
    await expect(client.bulkDeleteFiles(['a'], { permanent: true })).resolves.toBeUndefined();
    expectRequest('POST', '/bulk/files/delete', 'BulkDeleteFiles', { fileIds: ['a'], permanent: true });
  });

  it('bulkRestoreFilesFromTrashBin: POST bulk/trash-bin/files/restore { fileIds } → nothing', async () => {
    wire.reply({});
    await expect(client.bulkRestoreFilesFromTrashBin(['a'])).resolves.toBeUndefined();
    expectRequest('POST', '/bulk/trash-bin/files/restore', 'BulkRestoreFilesFromTrashBin', { fileIds: ['a'] });
  });

  it('listDeletedFiles: GET trash-bin/files with the options flattened', async () => {
    wire.reply({ files: [WIRE_DOC] });
    await client.listDeletedFiles({ parentFolderId: 'p', paging: { limit: 2 } });
    expectRequest('GET', '/trash-bin/files?parentFolderId=p&paging.limit=2', 'ListDeletedFiles');
  });

  it('queryFileDescriptors: a cursor builder, POST files/query { query }, items from files, paging from pagingMetadata', async () => {
    wire.reply({ files: [WIRE_FILE], pagingMetadata: { count: 1, cursors: { next: 'n1' }, hasNext: true } });
    const page = await client.queryFileDescriptors().eq('mediaType', 'IMAGE').descending('_createdDate').limit(1).find();
    expect(page.items).toEqual([SDK_FILE]);
    expect(page.hasNext()).toBe(true);
    expectRequest('POST', '/files/query', 'QueryFileDescriptors', {
      query: { filter: { mediaType: { $eq: 'IMAGE' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 1 } },
    });
    wire.requests.length = 0;
    wire.reply({ files: [], pagingMetadata: { count: 0, cursors: {} } });
    const next = await page.next();
    expect(next.items).toEqual([]);
    expectRequest('POST', '/files/query', 'QueryFileDescriptors', { query: { cursorPaging: { limit: 1, cursor: 'n1' } } });
  });

  it('queryFileDescriptors(query): POST files/query { query } with SDK names as wire names → the full response { files, pagingMetadata }', async () => {
    wire.reply({ files: [WIRE_FILE], pagingMetadata: { cursors: { next: 'n1' } } });
    const query = {
      filter: { mediaType: files.MediaType.IMAGE, _updatedDate: { $gt: new Date('2026-01-01T00:00:00.000Z') } },
      sort: [{ fieldName: '_updatedDate', order: files.SortOrder.DESC }], cursorPaging: { limit: 1, cursor: 'c0' },
    };
    const copy = structuredClone(query);
    await expect(client.queryFileDescriptors(query)).resolves.toEqual({ files: [SDK_FILE], pagingMetadata: { cursors: { next: 'n1' } } });
    expectRequest('POST', '/files/query', 'QueryFileDescriptors', {
      query: {
        filter: { mediaType: 'IMAGE', updatedDate: { $gt: '2026-01-01T00:00:00.000Z' } },
        sort: [{ fieldName: 'updatedDate', order: 'DESC' }], cursorPaging: { limit: 1, cursor: 'c0' },
      },
    });
    expect(query).toEqual(copy);
  });
});
