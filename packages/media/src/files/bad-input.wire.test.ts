import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core';
import { badInputTable, wireServer, type BadInputCase } from '@sitekit/testing';
import * as files from './index';

const wire = wireServer();
const client = () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }).files as any;

// Input of the wrong type is a ValidationError before any request: nothing goes out half-done.
const cases: BadInputCase[] = [
  ['generateFilesDownloadUrl()', (c) => c.generateFilesDownloadUrl()],
  ['generateFilesDownloadUrl([])', (c) => c.generateFilesDownloadUrl([])],
  ['generateFileDownloadUrl("")', (c) => c.generateFileDownloadUrl('')],
  ['generateFileDownloadUrl(id, 42)', (c) => c.generateFileDownloadUrl('f1', 42)],
  ['getFileDescriptor()', (c) => c.getFileDescriptor()],
  ['getFileDescriptor(42)', (c) => c.getFileDescriptor(42)],
  ['getFileDescriptors("f1")', (c) => c.getFileDescriptors('f1')],
  ['updateFileDescriptor()', (c) => c.updateFileDescriptor()],
  ['updateFileDescriptor({ displayName })', (c) => c.updateFileDescriptor({ displayName: 'x' })],
  ['generateFileUploadUrl()', (c) => c.generateFileUploadUrl()],
  ['generateFileUploadUrl(mime, "x")', (c) => c.generateFileUploadUrl('image/png', 'x')],
  ['generateFileResumableUploadUrl(null)', (c) => c.generateFileResumableUploadUrl(null)],
  ['importFile({})', (c) => c.importFile({})],
  ['importFile(url, 42)', (c) => c.importFile('https://e/a.png', 42)],
  ['bulkImportFiles([])', (c) => c.bulkImportFiles([])],
  ['bulkImportFile(null)', (c) => c.bulkImportFile(null)],
  ['bulkImportFile([req], 42)', (c) => c.bulkImportFile([{ url: 'u' }], 42)],
  ['listFiles(42)', (c) => c.listFiles(42)],
  ['listDeletedFiles("x")', (c) => c.listDeletedFiles('x')],
  ['searchFiles(42)', (c) => c.searchFiles(42)],
  ['generateVideoStreamingUrl("")', (c) => c.generateVideoStreamingUrl('')],
  ['bulkDeleteFiles([])', (c) => c.bulkDeleteFiles([])],
  ['bulkDeleteFiles(ids, 42)', (c) => c.bulkDeleteFiles(['a'], 42)],
  ['bulkRestoreFilesFromTrashBin()', (c) => c.bulkRestoreFilesFromTrashBin()],
];

badInputTable('files', { wire, client, guards: { isCall, isValidationError }, cases });
