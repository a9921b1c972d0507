import { raise, validationError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { mediaArtwork } from '../media/access';
import { requireMimeType } from './mime-type';
import { checkSignedUrl } from './signing';
import { blobKey, createFile } from './state';
import type { FilesState, WireFile } from './types';

type Ctx = RouteContext<FilesState>;

const refuse = (field: string, description: string): never =>
  raise(validationError([{ field, description, violatedRule: 'VALIDATION' }]));

/** `data:[<mime>][;base64],<data>` → bytes and mime type. */
function fromDataUrl(url: string, field: string): { bytes: Uint8Array; mimeType: string } {
  const match = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s.exec(url);
  if (!match) return refuse(field, 'is not a valid data: URL');
  const data = match[3]!;
  try {
    const bytes = match[2]!.includes(';base64') ? Uint8Array.from(atob(data), (char) => char.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(data));
    return { bytes, mimeType: match[1] ? requireMimeType(match[1], field) : 'text/plain' };
  } catch {
    return refuse(field, 'is not a valid data: URL');
  }
}

/** The bytes behind one of the emulator's own URLs: a public file, a signed download URL, or catalog artwork. */
async function fromOwnUrl(ctx: Ctx, url: URL, field: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const download = /^\/_emulator\/media\/download\/([^/]+)$/.exec(url.pathname);
  const media = /^\/media\/([^/]+)/.exec(url.pathname);
  const id = decodeURIComponent(download?.[1] ?? media?.[1] ?? '');
  const stored = ownEntry(ctx.state.files, id);
  if (download && (await checkSignedUrl(url, ctx.state.signingKey, ctx.engine.now()))) refuse(field, 'is an expired or tampered download URL');
  if (stored && stored.file.state === 'OK' && (download || !stored.file.private)) {
    const bytes = await ctx.engine.blobs.get(blobKey(id));
    if (bytes) return { bytes, mimeType: stored.mimeType };
  }
  if (media && !stored) {
    const art = mediaArtwork(ctx.engine, id);
    if ('body' in art) return { bytes: typeof art.body === 'string' ? new TextEncoder().encode(art.body) : art.body, mimeType: art.contentType };
  }
  return refuse(field, 'names no file the emulator serves');
}

/**
 * Imports one file: only from the emulator's own URLs or a `data:` URL (the emulator makes no
 * outside request; any other URL is the platform's validation error).
 */
export async function importOne(ctx: Ctx, body: unknown, field: string): Promise<WireFile> {
  const request = fieldsOf(body);
  const raw = typeof request.url === 'string' && request.url ? request.url : refuse(`${field}url`, 'must be a URL');
  const mimeType = request.mimeType ? requireMimeType(request.mimeType, `${field}mimeType`) : undefined;
  let source: { bytes: Uint8Array; mimeType: string };
  if (raw.startsWith('data:')) source = fromDataUrl(raw, `${field}url`);
  else {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse(`${field}url`, 'must be a URL');
    }
    const own = [new URL(ctx.baseUrl).origin, ctx.url.origin];
    if (!own.includes(url.origin)) refuse(`${field}url`, 'must be one of the emulator\'s own URLs or a data: URL (the emulator makes no outside request)');
    source = await fromOwnUrl(ctx, url, `${field}url`);
  }
  // The display name and folder are stored as sent, unchecked (as the platform takes them).
  const name = (request.displayName as string | undefined) || (raw.startsWith('data:') ? 'imported' : decodeURIComponent(new URL(raw).pathname.split('/').pop() || 'imported'));
  return createFile(ctx.state, ctx.engine, {
    bytes: source.bytes, mimeType: mimeType || source.mimeType, displayName: name, parentFolderId: request.parentFolderId as string | undefined,
    private: request.private === true, labels: Array.isArray(request.labels) ? request.labels.map(String) : [],
    sourceUrl: raw.startsWith('data:') ? undefined : raw,
  });
}
