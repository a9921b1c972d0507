import { readBodyBytes } from '../../engine/body';
import { applicationError, raise, validationError } from '../../engine/errors';
import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { blobKey, createFile, newFileId } from './state';
import { liveTicket, newTicket } from './tickets';
import type { FilesState } from './types';

type Ctx = RouteContext<FilesState>;
/** The upload host's path on the emulator. */
export const UPLOAD_PATH = '/_emulator/media/upload';
/** The resumable (tus) upload host's path on the emulator. */
export const TUS_PATH = '/_emulator/media/tus';

/** The 413 FILE_TOO_LARGE answer for an upload past the size limit. */
export const tooLarge = (state: FilesState): RouteResult =>
  applicationError(413, 'FILE_TOO_LARGE', `Files are at most ${state.maxUploadBytes} bytes`, { maxUploadBytes: state.maxUploadBytes });

/**
 * The upload's bytes, streamed into the blob store under the new file's key as they arrive (to the
 * disk when the emulator persists), then read back; `undefined` past the size limit (nothing kept).
 */
async function receive(ctx: Ctx, id: string): Promise<Uint8Array | undefined> {
  const limit = ctx.state.maxUploadBytes;
  const { blobs } = ctx.engine;
  const body = ctx.request.body;
  if (Number(ctx.headers.get('content-length') ?? NaN) > limit || !body || !blobs.putStream) {
    const bytes = await readBodyBytes(ctx.request, limit);
    if (bytes?.byteLength) await blobs.put(blobKey(id), bytes);
    return bytes;
  }
  const size = await blobs.putStream(blobKey(id), body, limit);
  return size === undefined ? undefined : size === 0 ? new Uint8Array() : blobs.get(blobKey(id));
}

/**
 * `PUT <uploadUrl>?filename=…`: the bytes, once, before the URL expires, up to the size limit. The
 * URL and the declared size are checked before a byte is read; a body that runs past the limit is
 * cut off there (413).
 */
async function put(ctx: Ctx): Promise<RouteResult> {
  const ticket = liveTicket(ctx, ctx.params.token, 'put');
  const filename = typeof ctx.query.filename === 'string' ? ctx.query.filename : ticket.fileName;
  if (!filename) raise(validationError([{ field: 'filename', description: 'must be given as a query parameter', violatedRule: 'REQUIRED_FIELD' }]));
  const id = newFileId(ctx.engine, ticket.mimeType);
  const bytes = await receive(ctx, id);
  if (!bytes) return tooLarge(ctx.state);
  if (bytes.byteLength === 0) {
    await ctx.engine.blobs.delete(blobKey(id));
    raise(validationError([{ field: 'body', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  }
  ticket.used = true;
  const file = await createFile(ctx.state, ctx.engine, {
    storedAs: id, bytes, mimeType: ticket.mimeType, displayName: filename, parentFolderId: ticket.parentFolderId,
    private: ticket.private, labels: ticket.labels, visitorUpload: ticket.visitorUpload,
  });
  return { json: { file } };
}

/** Upload URLs: generate a one-`PUT` upload URL or a resumable (tus) one, and the `PUT` upload route. */
export const uploadRoutes: Route<FilesState>[] = [
  {
    method: 'POST', path: '/site-media/v1/files/generate-upload-url', access: 'sessionOrApiKey', id: 'media.files.generateUploadUrl',
    handle: (ctx) => ({ json: { uploadUrl: `${ctx.baseUrl}${UPLOAD_PATH}/${newTicket(ctx, 'put').token}` } }),
  },
  {
    method: 'POST', path: '/site-media/v1/files/generate-resumable-upload-url', access: 'sessionOrApiKey', id: 'media.files.generateResumableUploadUrl',
    handle: (ctx) => {
      const ticket = newTicket(ctx, 'tus');
      return { json: { uploadProtocol: 'TUS', uploadUrl: `${ctx.baseUrl}${TUS_PATH}/${ticket.token}`, uploadToken: ticket.token } };
    },
  },
  {
    method: 'PUT', path: '/_emulator/media/upload/:token', access: 'public', id: 'media.upload.put',
    rawBody: true, streamBody: true, lockKey: (ctx) => ctx.params.token, handle: put,
  },
];
