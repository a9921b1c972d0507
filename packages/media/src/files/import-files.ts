import type { Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type {
  BulkImportFileOptions, BulkImportFileResponse, BulkImportFilesResponse, ImportFileOptions, ImportFileRequest, ImportFileResponse,
} from './types';

/**
 * Imports a file from a URL (POST `/site-media/v1/files/import`); the file is `PENDING` until the
 * platform has fetched and processed it.
 *
 * @returns the full response `{ file }`.
 * @throws ValidationError when `url` is empty or `options` is not an object (before any request).
 */
export const importFile: Call<(url: string, options?: ImportFileOptions) => Promise<ImportFileResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/import', { name: 'ImportFile', args: { url: 'id', options: 'options' } });

/**
 * Imports several files (POST `/site-media/v1/bulk/files/import`; the platform's SDK marks it
 * deprecated in favour of `bulkImportFile`).
 *
 * @returns the full response `{ files }`.
 * @throws ValidationError when `importFileRequests` is not a non-empty array (before any request).
 */
export const bulkImportFiles: Call<(importFileRequests: ImportFileRequest[]) => Promise<BulkImportFilesResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/bulk/files/import', { name: 'BulkImportFiles', args: { importFileRequests: 'list' } });

/**
 * Imports several files with a result per file (POST `/site-media/v1/bulk/files/import-v2`).
 *
 * @returns the full response `{ results, bulkActionMetadata }`.
 * @throws ValidationError when `importFileRequests` is not a non-empty array or `options` is not an object (before any request).
 * @example
 * ```ts
 * const { results, bulkActionMetadata } = await client.files.bulkImportFile([{ url }], { returnEntity: true });
 * ```
 */
export const bulkImportFile: Call<(importFileRequests: ImportFileRequest[], options?: BulkImportFileOptions) => Promise<BulkImportFileResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/bulk/files/import-v2', {
    name: 'BulkImportFile', args: { importFileRequests: 'list', options: 'options' },
  });
