import type { Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type { BulkDeleteFilesOptions } from './types';

/**
 * Moves files to the trash bin, or deletes them for good with `permanent: true` (POST `/site-media/v1/bulk/files/delete`).
 *
 * @returns nothing.
 * @throws ValidationError when `fileIds` is not a non-empty array or `options` is not an object (before any request).
 * @example
 * ```ts
 * await client.files.bulkDeleteFiles([fileId]);
 * await client.files.bulkDeleteFiles([fileId], { permanent: true });
 * ```
 */
export const bulkDeleteFiles: Call<(fileIds: string[], options?: BulkDeleteFilesOptions) => Promise<void>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/bulk/files/delete', { name: 'BulkDeleteFiles', args: { fileIds: 'list', options: 'options' }, returns: false });

/**
 * Restores files from the trash bin (POST `/site-media/v1/bulk/trash-bin/files/restore`).
 *
 * @returns nothing.
 * @throws ValidationError when `fileIds` is not a non-empty array (before any request).
 */
export const bulkRestoreFilesFromTrashBin: Call<(fileIds: string[]) => Promise<void>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/bulk/trash-bin/files/restore', { name: 'BulkRestoreFilesFromTrashBin', args: { fileIds: 'list' }, returns: false });
