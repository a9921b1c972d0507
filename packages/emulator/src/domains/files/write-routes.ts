import { applicationError, raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { importOne } from './import-file';
import { blobKey, findFile, view } from './state';
import { MEDIA_ROOT, type FilesState } from './types';

type Ctx = RouteContext<FilesState>;

const list = (value: unknown, field: string): unknown[] => {
  if (!Array.isArray(value) || value.length === 0) raise(validationError([{ field, description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
  return value;
};

function update(ctx: Ctx) {
  const file = fieldsOf(fieldsOf(ctx.body).file);
  if (typeof file.id !== 'string' || !file.id) raise(validationError([{ field: 'file.id', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  const stored = findFile(ctx.state, file.id);
  const current = view(stored, ctx.engine.now());
  if (file.displayName !== undefined && (typeof file.displayName !== 'string' || !file.displayName.trim())) {
    raise(validationError([{ field: 'file.displayName', description: 'must not be empty', violatedRule: 'MIN_LENGTH' }]));
  }
  // The folder is stored as sent, unchecked (as the platform takes it).
  stored.file = {
    ...current,
    ...(file.displayName !== undefined ? { displayName: file.displayName } : {}),
    ...(file.parentFolderId !== undefined ? { parentFolderId: (file.parentFolderId as string) || MEDIA_ROOT } : {}),
    ...(Array.isArray(file.labels) ? { labels: file.labels.map(String) } : {}),
    updatedDate: ctx.engine.now().toISOString(),
  };
  return { json: { file: stored.file } };
}

async function remove(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  const files = list(b.fileIds, 'fileIds').map((id) => findFile(ctx.state, id));
  for (const stored of files) {
    if (b.permanent === true) {
      delete ctx.state.files[stored.file.id];
      await ctx.engine.blobs.delete(blobKey(stored.file.id));
    } else {
      stored.file = { ...view(stored, ctx.engine.now()), state: 'DELETED', updatedDate: ctx.engine.now().toISOString() };
    }
  }
  return { json: {} };
}

function restore(ctx: Ctx) {
  const files = list(fieldsOf(ctx.body).fileIds, 'fileIds').map((id) => findFile(ctx.state, id));
  const notTrashed = files.find((imported) => imported.file.state !== 'DELETED');
  if (notTrashed) raise(applicationError(400, 'FILE_NOT_IN_TRASH_BIN', `File ${notTrashed.file.id} is not in the trash bin`));
  for (const stored of files) stored.file = { ...stored.file, state: 'OK', updatedDate: ctx.engine.now().toISOString() };
  return { json: {} };
}

/** File writes (API key): update a descriptor (name, folder, labels), delete (to the trash bin, or permanently), restore from the trash bin, and the imports. */
export const writeRoutes: Route<FilesState>[] = [
  { method: 'PATCH', path: '/site-media/v1/files/update-file-descriptor', access: 'apiKey', id: 'media.files.update', handle: update },
  { method: 'POST', path: '/site-media/v1/bulk/files/delete', access: 'apiKey', id: 'media.files.bulkDelete', handle: remove },
  { method: 'POST', path: '/site-media/v1/bulk/trash-bin/files/restore', access: 'apiKey', id: 'media.files.bulkRestore', handle: restore },
  {
    method: 'POST', path: '/site-media/v1/files/import', access: 'apiKey', id: 'media.files.import',
    handle: async (ctx) => ({ json: { file: await importOne(ctx, ctx.body, '') } }),
  },
  {
    method: 'POST', path: '/site-media/v1/bulk/files/import', access: 'apiKey', id: 'media.files.bulkImportFiles',
    handle: async (ctx) => {
      const requests = list(fieldsOf(ctx.body).importFileRequests, 'importFileRequests');
      const files = [];
      for (const [i, request] of requests.entries()) files.push(await importOne(ctx, request, `importFileRequests[${i}].`));
      return { json: { files } };
    },
  },
  {
    method: 'POST', path: '/site-media/v1/bulk/files/import-v2', access: 'apiKey', id: 'media.files.bulkImportFile',
    handle: async (ctx) => {
      const b = fieldsOf(ctx.body);
      const results = [];
      for (const [i, request] of list(b.importFileRequests, 'importFileRequests').entries()) {
        try {
          const item = await importOne(ctx, request, `importFileRequests[${i}].`);
          results.push({ itemMetadata: { id: item.id, originalIndex: i, success: true }, ...(b.returnEntity === false ? {} : { item }) });
        } catch (error) {
          const json = fieldAt(error, 'result', 'json');
          if (!json) throw error;
          results.push({ itemMetadata: { originalIndex: i, success: false, error: { code: 'INVALID_ARGUMENT', description: String(fieldAt(json, 'message')), data: fieldAt(json, 'details') ?? {} } } });
        }
      }
      const failures = results.filter((result) => !result.itemMetadata.success).length;
      return { json: { results, bulkActionMetadata: { totalSuccesses: results.length - failures, totalFailures: failures, undetailedFailures: 0 } } };
    },
  },
];
