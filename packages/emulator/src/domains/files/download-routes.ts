import { applicationError, permissionDenied, raise, validationError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { mediaImage } from '../media/access';
import { contentDisposition, entryNames } from './file-names';
import { checkSignedUrl, signUrl } from './signing';
import { blobKey, findFile, view } from './state';
import type { FilesState, StoredFile } from './types';
import { zip } from './zip';

type Ctx = RouteContext<FilesState>;
/** Where the download URLs this domain signs point (the routes below answer them). */
const DOWNLOAD_PATH = '/_emulator/media/download';
const BUNDLE_PATH = '/_emulator/media/bundle';
/** Default and longest lifetime of a download URL, in minutes (the platform's). */
const DEFAULT_EXPIRY_MIN = 600;
const MAX_EXPIRY_MIN = 525600;
/** What every answer carrying uploaded bytes says: the type is not to be sniffed, and the bytes run nothing. */
const SERVED_BYTES_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" };

function expiry(ctx: Ctx, value: unknown): Date {
  const minutes = value === undefined || value === null ? DEFAULT_EXPIRY_MIN : Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXPIRY_MIN) {
    raise(validationError([{ field: 'expirationInMinutes', description: `must be an integer from 1 to ${MAX_EXPIRY_MIN}`, violatedRule: 'MAX', data: { max: MAX_EXPIRY_MIN } }]));
  }
  return new Date(ctx.engine.now().getTime() + minutes * 60_000);
}

/** A live (not trashed) file by id. */
function liveFile(ctx: Ctx, id: unknown): StoredFile {
  const stored = findFile(ctx.state, id);
  if (stored.file.state === 'DELETED') raise(applicationError(404, 'FILE_NOT_FOUND', `File ${stored.file.id} is in the trash bin`));
  return stored;
}

async function bytesOf(ctx: Ctx, stored: StoredFile): Promise<Uint8Array> {
  const bytes = await ctx.engine.blobs.get(blobKey(stored.file.id));
  if (!bytes) raise(applicationError(404, 'FILE_NOT_FOUND', `The bytes of ${stored.file.id} are gone`));
  return bytes;
}

/** Types a browser shows as a picture and never runs: the only uploads served inline. */
const RASTER_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

/**
 * Uploaded bytes as an answer from the emulator's origin (which also serves the hosted login and
 * checkout pages): never sniffed, sandboxed, and an attachment unless a raster image whose bytes are
 * what its type says. A file that failed processing is not served.
 */
async function served(ctx: Ctx, stored: StoredFile, wanted: 'inline' | 'attachment', name: string, cache: string): Promise<RouteResult> {
  if (stored.invalid || view(stored, ctx.engine.now()).operationStatus === 'FAILED') {
    return applicationError(404, 'FILE_NOT_FOUND', `File ${stored.file.id} failed processing and is not served`);
  }
  const raster = RASTER_IMAGES.includes(stored.mimeType.split(';')[0]!.trim().toLowerCase());
  return {
    body: await bytesOf(ctx, stored),
    contentType: stored.mimeType,
    headers: {
      'content-disposition': contentDisposition(raster ? wanted : 'attachment', name),
      ...SERVED_BYTES_HEADERS,
      'cache-control': cache,
    },
  };
}

/** `GET /_emulator/media/download/:id?…&exp&sig`: the bytes as uploaded; an expired or tampered URL is 403. */
async function download(ctx: Ctx): Promise<RouteResult> {
  const problem = await checkSignedUrl(ctx.url, ctx.state.signingKey, ctx.engine.now());
  if (problem) return permissionDenied(problem === 'expired' ? 'The download URL has expired' : 'The download URL signature is not valid');
  const stored = liveFile(ctx, ctx.params.id);
  const name = ctx.url.searchParams.get('name') || stored.file.displayName;
  return served(ctx, stored, ctx.url.searchParams.get('disposition') === 'INLINE' ? 'inline' : 'attachment', name, 'private, no-store');
}

/** `GET /media/:id`: the emulator's media host. Public files only; ids that are not files go to the catalog's artwork. */
async function media(ctx: Ctx): Promise<RouteResult> {
  const id = ctx.params.id ?? '';
  const stored = ownEntry(ctx.state.files, id);
  if (!stored) return mediaImage(ctx.engine, id, ctx.url, ctx.headers);
  if (stored.file.private) return permissionDenied('A private file is served only through a download URL');
  if (stored.file.state === 'DELETED') return applicationError(404, 'FILE_NOT_FOUND', 'The file is in the trash bin');
  return served(ctx, stored, 'inline', stored.file.displayName, 'public, max-age=3600');
}

async function bundle(ctx: Ctx): Promise<RouteResult> {
  const problem = await checkSignedUrl(ctx.url, ctx.state.signingKey, ctx.engine.now());
  if (problem) return permissionDenied(`The download URL is ${problem}`);
  const files = (ctx.url.searchParams.get('ids') ?? '').split(',').map((id) => liveFile(ctx, id));
  const names = entryNames(files.map((stored) => stored.file.displayName));
  const entries = [];
  for (const [i, stored] of files.entries()) entries.push({ name: names[i]!, bytes: await bytesOf(ctx, stored) });
  return { body: zip(entries), contentType: 'application/zip', headers: { 'content-disposition': contentDisposition('attachment', 'files.zip'), ...SERVED_BYTES_HEADERS } };
}

const signed = (ctx: Ctx, path: string, params: Record<string, unknown>, expiresAt: Date) => {
  const url = new URL(`${ctx.baseUrl}${path}`);
  for (const [k, value] of Object.entries(params)) if (value) url.searchParams.set(k, String(value));
  return signUrl(url, ctx.state.signingKey, expiresAt);
};

const ids = (value: unknown, field: string): string[] => {
  if (!Array.isArray(value) || value.length === 0) raise(validationError([{ field, description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
  return value.map(String);
};

/**
 * Getting bytes out (API key for the URLs): signed download URLs for one file, a ZIP of several, or a
 * video stream; the signed download and ZIP routes themselves; and the `/media/:id` host.
 */
export const downloadRoutes: Route<FilesState>[] = [
  {
    method: 'POST', path: '/site-media/v1/files/generate-file-download-url', access: 'apiKey', id: 'media.files.generateFileDownloadUrl',
    handle: async (ctx) => {
      const b = fieldsOf(ctx.body);
      const stored = liveFile(ctx, b.fileId);
      const expiresAt = expiry(ctx, b.expirationInMinutes);
      if (b.contentDisposition !== undefined && (typeof b.contentDisposition !== 'string' || !['ATTACHMENT', 'INLINE'].includes(b.contentDisposition))) {
        raise(validationError([{ field: 'contentDisposition', description: 'must be ATTACHMENT or INLINE', violatedRule: 'INVALID_ENUM_VALUE' }]));
      }
      const keys: string[] = Array.isArray(b.assetKeys) && b.assetKeys.length ? b.assetKeys.map(String) : ['src'];
      const downloadUrls = [];
      for (const assetKey of keys) {
        const url = await signed(ctx, `${DOWNLOAD_PATH}/${stored.file.id}`, { name: b.downloadFileName, disposition: b.contentDisposition, asset: assetKey }, expiresAt);
        downloadUrls.push({ url, assetKey });
      }
      return { json: { downloadUrls } };
    },
  },
  {
    method: 'POST', path: '/site-media/v1/files/generate-download-url', access: 'apiKey', id: 'media.files.generateFilesDownloadUrl',
    handle: async (ctx) => {
      const list = ids(fieldsOf(ctx.body).fileIds, 'fileIds').map((id) => liveFile(ctx, id).file.id);
      return { json: { downloadUrl: await signed(ctx, BUNDLE_PATH, { ids: list.join(',') }, expiry(ctx, undefined)) } };
    },
  },
  {
    method: 'POST', path: '/site-media/v1/files/generate-video-stream-url', access: 'apiKey', id: 'media.files.generateVideoStreamingUrl',
    handle: async (ctx) => {
      const b = fieldsOf(ctx.body);
      const stored = liveFile(ctx, b.fileId);
      if (stored.file.mediaType !== 'VIDEO') raise(applicationError(400, 'NOT_A_VIDEO', `File ${stored.file.id} is not a video`));
      const format = b.format ?? 'HLS';
      if (typeof format !== 'string' || !['HLS', 'DASH'].includes(format)) raise(validationError([{ field: 'format', description: 'must be HLS or DASH', violatedRule: 'INVALID_ENUM_VALUE' }]));
      if (view(stored, ctx.engine.now()).operationStatus !== 'READY') raise(applicationError(409, 'FILE_NOT_READY', 'The video is still being processed'));
      const url = await signed(ctx, `${DOWNLOAD_PATH}/${stored.file.id}`, { disposition: 'INLINE', asset: String(format).toLowerCase() }, expiry(ctx, b.expirationInMinutes));
      return { json: { downloadUrl: { url, assetKey: String(format).toLowerCase() } } };
    },
  },
  { method: 'GET', path: '/_emulator/media/download/:id', access: 'public', id: 'media.download', handle: download },
  { method: 'GET', path: '/_emulator/media/bundle', access: 'public', id: 'media.bundle', handle: bundle },
  { method: 'GET', path: '/media/:id', access: 'public', id: 'media.files.serve', handle: media },
  { method: 'GET', path: '/media/:id/*', access: 'public', id: 'media.files.serveNamed', handle: media },
];
