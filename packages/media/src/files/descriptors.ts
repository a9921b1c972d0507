import { requireObject, requireString, type Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type { FileDescriptor, GetFileDescriptorsResponse } from './types';

/**
 * A file's descriptor (GET `/site-media/v1/files/get-file-by-id?fileId=…`, always a GET, as the platform
 * SDK's: its declared fallback is the same GET). The id may also be the file's `wix:image://` string.
 *
 * @returns the descriptor itself (unwrapped from `{ file }`).
 * @throws ValidationError when `fileId` is empty (before any request).
 */
export const getFileDescriptor: Call<(fileId: string) => Promise<FileDescriptor>> =
  /* @__PURE__ */ filesService('GET /site-media/v1/files/get-file-by-id', {
    name: 'GetFileDescriptor', args: { fileId: 'id' }, returns: 'file', entity: 'file',
  });

/**
 * Several files' descriptors (POST `/site-media/v1/files/get-files`).
 *
 * @returns the full response `{ files }`.
 * @throws ValidationError when `fileIds` is not a non-empty array (before any request).
 */
export const getFileDescriptors: Call<(fileIds: string[]) => Promise<GetFileDescriptorsResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/get-files', { name: 'GetFileDescriptors', args: { fileIds: 'list' } });

// `_id`, or `id` (the wire name, which the platform's SDK sends as it is)
const withId = (file: unknown, name: string) => {
  requireObject(file, name);
  requireString(file._id ?? file.id, `${name}._id`);
};

/**
 * Updates a file's descriptor: display name, parent folder, labels (PATCH `/site-media/v1/files/update-file-descriptor`).
 *
 * @returns the updated descriptor (unwrapped from `{ file }`).
 * @throws ValidationError when `file` is not an object with an `_id` (before any request).
 */
export const updateFileDescriptor: Call<(file: FileDescriptor) => Promise<FileDescriptor>> =
  /* @__PURE__ */ filesService('PATCH /site-media/v1/files/update-file-descriptor', {
    name: 'UpdateFileDescriptor', args: { file: withId }, returns: 'file', entity: 'file',
  });
