import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core';
import { wireServer } from '@sitekit/testing';
import * as files from './index';

const wire = wireServer();
const c = createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }).files as any;

// Input of the wrong type is a ValidationError before any request: nothing goes out half-done.
const cases: [string, () => Promise<unknown>][] = [
  ['generateFilesDownloadUrl()', () => c.generateFilesDownloadUrl()],
  ['generateFilesDownloadUrl([])', () => c.generateFilesDownloadUrl([])],
  ['generateFileDownloadUrl("")', () => c.generateFileDownloadUrl('')],
  ['generateFileDownloadUrl(id, 42)', () => c.generateFileDownloadUrl('f1', 42)],
  ['getFileDescriptor()', () => c.getFileDescriptor()],
  ['getFileDescriptor(42)', () => c.getFileDescriptor(42)],
  ['getFileDescriptors("f1")', () => c.getFileDescriptors('f1')],
  ['updateFileDescriptor()', () => c.updateFileDescriptor()],
  ['updateFileDescriptor({ displayName })', () => c.updateFileDescriptor({ displayName: 'x' })],
  ['generateFileUploadUrl()', () => c.generateFileUploadUrl()],
  ['generateFileUploadUrl(mime, "x")', () => c.generateFileUploadUrl('image/png', 'x')],
  ['generateFileResumableUploadUrl(null)', () => c.generateFileResumableUploadUrl(null)],
  ['importFile({})', () => c.importFile({})],
  ['importFile(url, 42)', () => c.importFile('https://e/a.png', 42)],
  ['bulkImportFiles([])', () => c.bulkImportFiles([])],
  ['bulkImportFile(null)', () => c.bulkImportFile(null)],
  ['bulkImportFile([req], 42)', () => c.bulkImportFile([{ url: 'u' }], 42)],
  ['listFiles(42)', () => c.listFiles(42)],
  ['listDeletedFiles("x")', () => c.listDeletedFiles('x')],
  ['searchFiles(42)', () => c.searchFiles(42)],
  ['generateVideoStreamingUrl("")', () => c.generateVideoStreamingUrl('')],
  ['bulkDeleteFiles([])', () => c.bulkDeleteFiles([])],
  ['bulkDeleteFiles(ids, 42)', () => c.bulkDeleteFiles(['a'], 42)],
  ['bulkRestoreFilesFromTrashBin()', () => c.bulkRestoreFilesFromTrashBin()],
];

describe('bad input is refused before any request', () => {
  it.each(cases)('%s', async (_, run) => {
    const error = await run().then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });
});
