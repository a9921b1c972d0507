import { fieldToWire, optionalObject, toWire, type Call } from '@sitekit/core-runtime';
import { filesService } from './service';
import type { ListDeletedFilesOptions, ListDeletedFilesResponse, ListFilesOptions, ListFilesResponse, SearchFilesOptions, SearchFilesResponse } from './types';

/** Options in wire shape, the sort field an SDK name (`_updatedDate`) sent as a wire name. */
const listPayload = (options?: ListFilesOptions | SearchFilesOptions): Record<string, unknown> => {
  optionalObject(options, 'options');
  const wire = toWire<{ sort?: { fieldName?: string | undefined } | undefined; [key: string]: unknown }>({ ...options });
  if (wire.sort?.fieldName) wire.sort = { ...wire.sort, fieldName: fieldToWire(wire.sort.fieldName) };
  return wire;
};

/**
 * Lists the files of a folder (GET `/site-media/v1/files`; nested options flattened with dots:
 * `sort.fieldName=…&paging.cursor=…`, media types as repeated keys).
 *
 * @returns the full response `{ files, nextCursor }`; pass `nextCursor.cursors.next` as `paging.cursor` for the next page.
 * @throws ValidationError when `options` is not an object (before any request).
 */
export const listFiles: Call<(options?: ListFilesOptions) => Promise<ListFilesResponse>> =
  /* @__PURE__ */ filesService('GET /site-media/v1/files', { name: 'ListFiles', payload: listPayload });

/**
 * Lists the files in the trash bin (GET `/site-media/v1/trash-bin/files`, options flattened like `listFiles`).
 *
 * @returns the full response `{ files, nextCursor }`.
 * @throws ValidationError when `options` is not an object (before any request).
 */
export const listDeletedFiles: Call<(options?: ListDeletedFilesOptions) => Promise<ListDeletedFilesResponse>> =
  /* @__PURE__ */ filesService('GET /site-media/v1/trash-bin/files', { name: 'ListDeletedFiles', payload: listPayload });

/**
 * Searches files by display name, mime type or label under a root folder (POST `/site-media/v1/files/search`).
 *
 * @returns the full response `{ files, nextCursor }`.
 * @throws ValidationError when `options` is not an object (before any request).
 */
export const searchFiles: Call<(options?: SearchFilesOptions) => Promise<SearchFilesResponse>> =
  /* @__PURE__ */ filesService('POST /site-media/v1/files/search', { name: 'SearchFiles', payload: listPayload });
