import { cursorPaging, queryBuilder, type Call, type QueryBuilder, type QueryResult } from '@sitekit/core';
import { fileFromWire, filesService as svc } from '../shared/service';
import type { FileDescriptor } from './types';

/** Descriptor fields a query can filter and sort on (SDK names). */
export type FileDescriptorsQueryField =
  | '_id' | 'displayName' | 'parentFolderId' | 'mediaType' | 'private' | 'labels' | 'sizeInBytes' | 'state'
  | 'operationStatus' | '_createdDate' | '_updatedDate' | (string & {});
/** The builder `queryFileDescriptors()` returns. */
export type FileDescriptorsQueryBuilder = QueryBuilder<FileDescriptor, FileDescriptorsQueryField>;
/** One page of `queryFileDescriptors().find()`. */
export type FileDescriptorsQueryResult = QueryResult<FileDescriptor>;

/**
 * Queries file descriptors (POST `/site-media/v1/files/query`, cursor paging): a builder whose
 * `find()` resolves a page (`items` from `files`, paging from `pagingMetadata`).
 *
 * @example
 * ```ts
 * const page = await client.files.queryFileDescriptors().eq('mediaType', 'IMAGE').descending('_createdDate').limit(20).find();
 * const next = page.hasNext() ? await page.next() : undefined;
 * ```
 */
export const queryFileDescriptors: Call<() => FileDescriptorsQueryBuilder> =
  /* @__PURE__ */ svc('POST /site-media/v1/files/query', {
    name: 'QueryFileDescriptors',
    idempotent: true,
    builder: (send, endpoint) =>
      queryBuilder<FileDescriptor, FileDescriptorsQueryField>({ send, endpoint, items: 'files', paging: cursorPaging, transform: fileFromWire }),
  }) as any;
