/**
 * `@sitekit/media/upload`: `uploadFile`, the whole upload job (upload URL, bytes with progress,
 * tus resume for large files), in its own entry so an app that only lists files bundles none of it.
 *
 * @example
 * ```ts
 * import { uploadFile } from '@sitekit/media/upload';
 * const file = await uploadFile(client, fileInput.files[0], { onProgress: ({ bytesSent, totalBytes }) => show(bytesSent / totalBytes) });
 * ```
 */
export { uploadFile, RESUMABLE_THRESHOLD, type UploadFileOptions, type UploadClient } from './upload/upload-file';
export { inferMimeType } from './upload/mime-type';
export type { UploadProgress } from './upload/send-bytes';
export type { UploadData } from './upload/upload-source';
export type { TusOptions } from './upload/tus-send';
