import { cursorPaging, queryBuilder, type Call, type QueryBuilder, type QueryResult } from '@sitekit/core-runtime';
import { fileFromWire, filesService } from './service';
import type { FileDescriptor, FileDescriptorQuery, QueryFileDescriptorsResponse } from './types';

/** Descriptor fields a query can filter and sort on (SDK names). */
export type FileDescriptorsQueryField =
  | '_id' | 'displayName' | 'parentFolderId' | 'mediaType' | 'private' | 'labels' | 'sizeInBytes' | 'state'
  | 'operationStatus' | '_createdDate' | '_updatedDate' | (string & {});
/**
 * The builder `queryFileDescriptors()` returns.
 */
export type FileDescriptorsQueryBuilder = QueryBuilder<FileDescriptor, FileDescriptorsQueryField>;
/**
 * One page of `queryFileDescriptors().find()` (cursor paging).
 */
export type FileDescriptorsQueryResult = QueryResult<FileDescriptor>;

/** The query call: a cursor builder, or the typed-query form. */
export interface QueryFileDescriptors {
  (): FileDescriptorsQueryBuilder;
  (query: FileDescriptorQuery): Promise<QueryFileDescriptorsResponse>;
}

/**
 * Queries file descriptors (POST `/site-media/v1/files/query`, cursor paging): with no argument a builder
 * whose `find()` resolves a page (`items` from `files`, paging from `pagingMetadata`); given a typed query
 * (`filter`, `sort`, `cursorPaging`; SDK field names) the full response `{ files, pagingMetadata }`.
 *
 * @throws ValidationError when `query` is given and is not an object (before any request).
 * @example
 * ```ts
 * const page = await client.files.queryFileDescriptors().eq('mediaType', 'IMAGE').descending('_createdDate').limit(20).find();
 * const next = page.hasNext() ? await page.next() : undefined;
 * const { files: images, pagingMetadata } = await client.files.queryFileDescriptors({
 *   filter: { mediaType: 'IMAGE' }, sort: [{ fieldName: '_updatedDate', order: files.SortOrder.DESC }], cursorPaging: { limit: 20 },
 * });
 * ```
 */
export const queryFileDescriptors: Call<QueryFileDescriptors> = /* @__PURE__ */ filesService('POST /site-media/v1/files/query', {
  name: 'QueryFileDescriptors',
  idempotent: true,
  args: { query: 'query' },
  builder: (send, endpoint) =>
    queryBuilder<FileDescriptor, FileDescriptorsQueryField>({ send, endpoint, items: 'files', paging: cursorPaging, transform: fileFromWire }),
});
