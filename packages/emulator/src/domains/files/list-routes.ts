import { raise, validationError } from '../../engine/errors';
import { asArray } from '../../engine/query';
import { fieldsOf, type JsonObject } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { parseQuery, runCursorQuery, type PlatformQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { findFile, view } from './state';
import { MEDIA_ROOT, VISITOR_UPLOADS, type FilesState, type WireFile } from './types';

type Ctx = RouteContext<FilesState>;
const SORTABLE = ['displayName', 'updatedDate', 'sizeInBytes'];

const bool = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : value === true || value === 'true');

/** Every descriptor as of now. */
const all = (ctx: Ctx): WireFile[] => Object.values(ctx.state.files).map((stored) => view(stored, ctx.engine.now()));

/** List options (query or body) → one cursor page `{ files, nextCursor }`; sort by display name, update date (default, newest first) or size. */
function page(ctx: Ctx, source: JsonObject, files: WireFile[]) {
  const types = asArray(source.mediaTypes);
  const isPrivate = bool(source.private);
  const matching = files.filter((file) => (types.length === 0 || types.includes(file.mediaType)) && (isPrivate === undefined || file.private === isPrivate));
  const sort = fieldsOf(source.sort);
  const fieldName = sort.fieldName ?? 'updatedDate';
  if (typeof fieldName !== 'string' || !SORTABLE.includes(fieldName)) {
    raise(validationError([{ field: 'sort.fieldName', description: `must be one of ${SORTABLE.join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE' }]));
  }
  const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
  const rows = matching.map((file) => ({ displayName: file.displayName, updatedDate: file.updatedDate, sizeInBytes: Number(file.sizeInBytes), id: file.id, f: file }));
  const paging = fieldsOf(source.paging);
  const cursorPaging = { ...(paging.limit === undefined ? {} : { limit: Number(paging.limit) }), ...(paging.cursor ? { cursor: String(paging.cursor) } : {}) };
  const query: PlatformQuery = { sort: [{ fieldName, order }, { fieldName: 'id', order }], cursorPaging };
  const result = guardQuery(() => runCursorQuery(rows, query, { field: 'paging', defaultLimit: 50 }));
  return { files: result.items.map((row) => row.f), nextCursor: { cursors: { next: result.metadata.cursors.next } } };
}

/** File reads (API key): list a folder or the trash bin, search a root, query, and get one or several files by id. */
export const listRoutes: Route<FilesState>[] = [
  {
    method: 'GET', path: '/site-media/v1/files', access: 'apiKey', id: 'media.files.list',
    handle: (ctx) => {
      const folder = ctx.query.parentFolderId || MEDIA_ROOT;
      return { json: page(ctx, ctx.query, all(ctx).filter((file) => file.state === 'OK' && file.parentFolderId === folder)) };
    },
  },
  {
    method: 'GET', path: '/site-media/v1/trash-bin/files', access: 'apiKey', id: 'media.files.listDeleted',
    handle: (ctx) => {
      const folder = ctx.query.parentFolderId;
      return { json: page(ctx, ctx.query, all(ctx).filter((file) => file.state === 'DELETED' && (!folder || file.parentFolderId === folder))) };
    },
  },
  {
    method: 'POST', path: '/site-media/v1/files/search', access: 'apiKey', id: 'media.files.search',
    handle: (ctx) => {
      const b = fieldsOf(ctx.body);
      const root = b.rootFolder ?? 'MEDIA_ROOT';
      if (typeof root !== 'string' || !['MEDIA_ROOT', 'TRASH_ROOT', 'VISITOR_UPLOADS_ROOT'].includes(root)) {
        raise(validationError([{ field: 'rootFolder', description: 'must be MEDIA_ROOT, TRASH_ROOT or VISITOR_UPLOADS_ROOT', violatedRule: 'INVALID_ENUM_VALUE' }]));
      }
      const term = String(b.search ?? '').toLowerCase();
      const inRoot = (file: WireFile) =>
        root === 'TRASH_ROOT' ? file.state === 'DELETED'
          : file.state === 'OK' && (root === 'VISITOR_UPLOADS_ROOT') === (file.parentFolderId === VISITOR_UPLOADS);
      const found = all(ctx).filter((file) => inRoot(file) && (!term || [file.displayName, ctx.state.files[file.id]!.mimeType, ...file.labels].some((text) => text.toLowerCase().includes(term))));
      return { json: page(ctx, b, found) };
    },
  },
  {
    method: 'POST', path: '/site-media/v1/files/query', access: 'apiKey', id: 'media.files.query',
    handle: (ctx) => {
      const query = guardQuery(() => parseQuery(fieldsOf(ctx.body).query));
      const result = guardQuery(() => runCursorQuery(all(ctx).filter((file) => file.state === 'OK'), query));
      return { json: { files: result.items, pagingMetadata: result.metadata } };
    },
  },
  {
    method: 'GET', path: '/site-media/v1/files/get-file-by-id', access: 'apiKey', id: 'media.files.get',
    handle: (ctx) => ({ json: { file: view(findFile(ctx.state, ctx.query.fileId), ctx.engine.now()) } }),
  },
  {
    method: 'POST', path: '/site-media/v1/files/get-files', access: 'apiKey', id: 'media.files.getMany',
    handle: (ctx) => {
      const ids = fieldsOf(ctx.body).fileIds;
      if (!Array.isArray(ids) || ids.length === 0) raise(validationError([{ field: 'fileIds', description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
      return { json: { files: ids.map((id) => view(findFile(ctx.state, id), ctx.engine.now())) } };
    },
  },
];
