import { notFound, raise } from '../../engine/errors';
import type { EngineApi, Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { seedSlice } from '../shared/seed';
import { mediaTypeOf, sha256Hex, sniff } from './sniff';
import { MEDIA_ROOT, VISITOR_UPLOADS, type FilesState, type StoredFile, type WireFile } from './types';

const DEFAULT_MAX_UPLOAD = 25 * 1024 * 1024;
/** Site id the emulator's descriptors carry. */
const SITE_ID = 'emulator-site';

/** The files domain's slice of the seed: limits, not files. */
export interface FilesSeed {
  maxUploadBytes: number;
  processingMs: number;
}

/** Fresh files state; seed `files: { maxUploadBytes, processingMs }` tunes limits. */
export function initialFilesState(seed: Seed): FilesState {
  const options = seedSlice<FilesSeed>(seed, 'files');
  return {
    files: {},
    uploads: {},
    signingKey: crypto.randomUUID(),
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD,
    processingMs: options.processingMs ?? 50,
  };
}

/** Where a file's bytes are kept in the engine's blob store. */
export const blobKey = (id: string) => `files/${id}`;

/**
 * Descriptors and bytes agree again after a crash: a descriptor whose bytes are gone (a permanent
 * delete cut short) is dropped, and the file bytes no descriptor names (an upload never answered)
 * are the keys to delete. Half-done resumable uploads stay, to be resumed.
 */
export function reconcileBlobs(state: FilesState, storedKeys: readonly string[]): string[] {
  const stored = new Set(storedKeys);
  for (const id of Object.keys(state.files)) if (!stored.has(blobKey(id))) delete state.files[id];
  return storedKeys.filter((key) => key.startsWith('files/') && !Object.hasOwn(state.files, key.slice('files/'.length)));
}

/** The public URL of a file (the emulator's media host; private files answer 403 there). */
export const fileUrl = (baseUrl: string, id: string) => `${baseUrl}/media/${id}`;

/** The descriptor as of now: PENDING until `readyAt`, then READY (or FAILED for bytes that are not what the mime type says). */
export function view(stored: StoredFile, now: Date): WireFile {
  if (stored.file.operationStatus !== 'PENDING' || now.getTime() < Date.parse(stored.readyAt)) return stored.file;
  stored.file = { ...stored.file, operationStatus: stored.invalid ? 'FAILED' : 'READY', updatedDate: stored.readyAt };
  return stored.file;
}

/** A stored file by id (a `wix:image://v1/<id>/…` string works too), or the platform's 404. */
export function findFile(state: FilesState, idOrUrl: unknown): StoredFile {
  const raw = String(idOrUrl ?? '');
  const id = /^wix:\w+:\/\/v1\/([^/#]+)/.exec(raw)?.[1] ?? raw;
  const stored = ownEntry(state.files, id);
  if (!stored) raise(notFound('FILE_NOT_FOUND', `File ${id} does not exist`));
  return stored;
}

/**
 * What `createFile` makes a file from: its bytes, mime type and name, folder, privacy, labels and source,
 * and whether a visitor or member uploaded it.
 */
export interface NewFile {
  bytes: Uint8Array;
  mimeType: string;
  displayName: string;
  parentFolderId?: string;
  private?: boolean;
  labels?: string[];
  sourceUrl?: string;
  visitorUpload?: boolean;
  /** The bytes are already in the blob store under this id (`newFileId`), streamed there by the upload. */
  storedAs?: string;
}

const EXT: Record<string, string> = { jpeg: 'jpg', 'svg+xml': 'svg', quicktime: 'mov', mpeg: 'mp3', 'octet-stream': 'bin' };

const subtypeOf = (mimeType: string) => mimeType.split('/')[1]?.split(';')[0] ?? 'bin';

/** A new file id in the platform's shape (`<6 hex>_<32 hex>~mv2.<ext>`). */
export function newFileId(engine: EngineApi, mimeType: string): string {
  const sub = subtypeOf(mimeType);
  return `${engine.newId().replace(/-/g, '').slice(0, 6)}_${engine.newId().replace(/-/g, '')}~mv2.${ownEntry(EXT, sub) ?? sub.replace(/\W/g, '')}`;
}

/** Stores the bytes and creates the descriptor: media type from the mime type, image size from the bytes, PENDING for a moment. */
export async function createFile(state: FilesState, engine: EngineApi, input: NewFile): Promise<WireFile> {
  const sub = subtypeOf(input.mimeType);
  const id = input.storedAs ?? newFileId(engine, input.mimeType);
  const sniffed = sniff(input.bytes, input.mimeType);
  const mediaType = mediaTypeOf(input.mimeType);
  const url = fileUrl(engine.baseUrl, id);
  const now = engine.now();
  const image = sniffed.width !== undefined ? { id, url, width: sniffed.width, height: sniffed.height, filename: input.displayName } : undefined;
  const media: Record<string, unknown> =
    mediaType === 'IMAGE' || mediaType === 'VECTOR' ? { [mediaType.toLowerCase()]: { image: image ?? { id, url, filename: input.displayName } } }
      : mediaType === 'VIDEO' ? { video: { id, filename: input.displayName, resolutions: [{ url, format: sub }] } }
      : mediaType === 'DOCUMENT' ? { document: { id, url, filename: input.displayName } }
      : mediaType === 'ARCHIVE' ? { archive: { id, url, filename: input.displayName, sizeInBytes: String(input.bytes.byteLength) } }
      : {};
  if (!input.storedAs) await engine.blobs.put(blobKey(id), input.bytes);
  const file: WireFile = {
    id,
    displayName: input.displayName,
    url,
    parentFolderId: input.visitorUpload ? VISITOR_UPLOADS : input.parentFolderId || MEDIA_ROOT,
    hash: await sha256Hex(input.bytes),
    sizeInBytes: String(input.bytes.byteLength),
    private: input.private ?? false,
    mediaType,
    media,
    operationStatus: 'PENDING',
    ...(input.sourceUrl ? { sourceUrl: input.sourceUrl } : {}),
    ...(image ? { thumbnailUrl: url } : {}),
    labels: input.labels ?? [],
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
    siteId: SITE_ID,
    state: 'OK',
  };
  state.files[id] = { file, mimeType: input.mimeType, readyAt: new Date(now.getTime() + state.processingMs).toISOString(), invalid: !sniffed.valid };
  return file;
}
