import { applicationError, permissionDenied, raise, validationError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { requireMimeType } from './mime-type';
import { VISITOR_UPLOADS, type FilesState, type UploadTicket } from './types';

/** How long an upload URL accepts its upload. */
export const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

/**
 * A new upload ticket from a generate-(resumable-)upload-url body. Visitors and members upload only
 * to the visitor-uploads root (the default for them); any other folder is PERMISSION_DENIED.
 */
export function newTicket(ctx: RouteContext<FilesState>, kind: UploadTicket['kind']): UploadTicket {
  const body = fieldsOf(ctx.body);
  const mimeType = requireMimeType(body.mimeType, 'mimeType');
  if (body.uploadProtocol !== undefined && body.uploadProtocol !== 'TUS') {
    raise(validationError([{ field: 'uploadProtocol', description: 'must be TUS', violatedRule: 'INVALID_ENUM_VALUE' }]));
  }
  const size = body.sizeInBytes === undefined ? undefined : Number(body.sizeInBytes);
  if (size !== undefined && size > ctx.state.maxUploadBytes) {
    raise(applicationError(400, 'FILE_TOO_LARGE', `Files are at most ${ctx.state.maxUploadBytes} bytes`, { maxUploadBytes: ctx.state.maxUploadBytes }));
  }
  const visitorUpload = ctx.caller.kind === 'visitor' || ctx.caller.kind === 'member';
  if (visitorUpload && body.parentFolderId && body.parentFolderId !== VISITOR_UPLOADS) {
    raise(permissionDenied('Visitors and members may upload only to the visitor-uploads root'));
  }
  const ticket: UploadTicket = {
    token: ctx.engine.newId('upl'),
    kind,
    mimeType,
    ...(typeof body.fileName === 'string' && body.fileName ? { fileName: body.fileName } : {}),
    parentFolderId: (body.parentFolderId as string | undefined) ?? '', // as sent, unchecked beyond the visitor-uploads rule
    private: body.private === true,
    labels: Array.isArray(body.labels) ? body.labels.map(String) : [],
    expiresAt: new Date(ctx.engine.now().getTime() + UPLOAD_URL_TTL_MS).toISOString(),
    used: false,
    visitorUpload,
  };
  ctx.state.uploads[ticket.token] = ticket;
  return ticket;
}

/** A ticket that may still be used: unknown, used or expired tickets are refused with 403. */
export function liveTicket(ctx: RouteContext<FilesState>, token: string | undefined, kind: UploadTicket['kind']): UploadTicket {
  const ticket = ownEntry(ctx.state.uploads, token);
  if (!ticket || ticket.kind !== kind) raise(permissionDenied('Unknown upload URL'));
  if (ticket.used) raise(permissionDenied('This upload URL was already used'));
  if (Date.parse(ticket.expiresAt) <= ctx.engine.now().getTime()) raise(permissionDenied('This upload URL has expired'));
  return ticket;
}
