import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { createFile } from './state';
import { liveTicket } from './tickets';
import type { FilesState } from './types';
import { TUS_PATH } from './upload-routes';

type Ctx = RouteContext<FilesState>;

/**
 * The resumable upload URL: tus 1.0 (creation, `PATCH` with offsets, `HEAD` to resume, termination)
 * through `@tus/server`, over a data store on the engine's blob store. The last `PATCH` creates the
 * file and answers `200` with `{ file }` (the descriptor), so a client learns what it uploaded.
 * `@tus/server` is loaded on the first tus request only. Both faces serve it: over HTTP with real
 * sockets (a dropped connection is a closed socket), and on the MSW face, where `fetch` and Node's
 * `http` requests (tus-js-client's Node stack) are intercepted and answered by the same engine.
 */
async function tus(ctx: Ctx): Promise<RouteResult> {
  const ticket = liveTicket(ctx, ctx.params.token, 'tus');
  const [{ Server }, { BlobDataStore }] = await Promise.all([import('@tus/server'), import('./tus-store')]);
  const store = new BlobDataStore(ctx.engine.blobs);
  const path = `${TUS_PATH}/${ticket.token}`;
  const server = new Server({
    path,
    datastore: store,
    maxSize: ctx.state.maxUploadBytes,
    generateUrl: (_req, { id }) => `${ctx.url.origin}${path}/${id}`,
    onUploadFinish: async (_req, upload) => {
      const bytes = (await store.bytes(upload.id)) ?? new Uint8Array();
      const name = upload.metadata?.['filename'] ?? upload.metadata?.['name'] ?? ticket.fileName ?? upload.id;
      ticket.used = true;
      const file = await createFile(ctx.state, ctx.engine, {
        bytes, mimeType: ticket.mimeType, displayName: name, parentFolderId: ticket.parentFolderId,
        private: ticket.private, labels: ticket.labels, visitorUpload: ticket.visitorUpload,
      });
      await store.remove(upload.id);
      return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file }) };
    },
  });
  // The body goes to @tus/server as a stream, after the ticket is checked: it stops at `maxSize`.
  const body = ctx.method === 'PATCH' || ctx.method === 'POST' ? ctx.request.body : null;
  const response = await server.handleWeb(new Request(ctx.url, { method: ctx.method, headers: ctx.headers, ...(body ? { body, duplex: 'half' } : {}) } as RequestInit));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, body: new Uint8Array(await response.arrayBuffer()), contentType: headers['content-type'] ?? 'text/plain', headers };
}

/** The tus routes of a resumable upload URL: create, `HEAD`, `PATCH` and `DELETE` (the requests of one token run one at a time). */
export const tusRoutes: Route<FilesState>[] = [
  {
    method: 'POST', path: '/_emulator/media/tus/:token', access: 'public', id: 'media.tus.create',
    rawBody: true, streamBody: true, lockKey: (ctx) => ctx.params.token, handle: tus,
  },
  {
    method: 'HEAD', path: '/_emulator/media/tus/:token/:id', access: 'public', id: 'media.tus.head',
    rawBody: true, streamBody: true, lockKey: (ctx) => ctx.params.token, handle: tus,
  },
  {
    method: 'PATCH', path: '/_emulator/media/tus/:token/:id', access: 'public', id: 'media.tus.patch',
    rawBody: true, streamBody: true, lockKey: (ctx) => ctx.params.token, handle: tus,
  },
  {
    method: 'DELETE', path: '/_emulator/media/tus/:token/:id', access: 'public', id: 'media.tus.delete',
    rawBody: true, streamBody: true, lockKey: (ctx) => ctx.params.token, handle: tus,
  },
];
