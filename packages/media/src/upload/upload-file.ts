import { normalizeError, optionalObject, ValidationError, type SiteKitClient } from '@sitekit/core-runtime';
import { fileFromWire } from '../files/service';
import type { FileDescriptor } from '../files/types';
import { generateFileResumableUploadUrl, generateFileUploadUrl } from '../files/upload-urls';
import { inferMimeType } from './mime-type';
import { sendBytes, type UploadProgress } from './send-bytes';
import { tusSend, type TusOptions } from './tus-send';
import { head, toSource, type UploadData } from './upload-source';

/**
 * Above this many bytes `uploadFile` uses the resumable (tus) upload: 10 MB.
 */
export const RESUMABLE_THRESHOLD = 10 * 1024 * 1024;

/** The options of `uploadFile`: the file's name, type and folder, and the resumable upload's settings. */
export interface UploadFileOptions extends TusOptions {
  /** The file's name (default: a `File`'s own name; required for other data). */
  fileName?: string | undefined;
  /** Default: a `Blob`'s own type, else from the name's extension, else from the bytes' signature. */
  mimeType?: string | undefined;
  /** Default: the media root (visitors and members: the visitor-uploads root). */
  parentFolderId?: string | undefined;
  private?: boolean | undefined;
  labels?: string[] | undefined;
  /** Ends the transfer; no half file is left behind. */
  signal?: AbortSignal | undefined;
  /** Called as bytes go out. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** The largest file the caller accepts, in bytes: a larger one is a ValidationError before any request. */
  maxSizeInBytes?: number | undefined;
  /** Use the resumable (tus) upload whatever the size (`true`) or never (`false`). Default: above `resumableThreshold`. */
  resumable?: boolean | undefined;
  /** Size above which the upload is resumable (default 10 MB). */
  resumableThreshold?: number | undefined;
  /** The `fetch` a plain upload uses outside browsers (default: the global one). */
  fetch?: typeof fetch | undefined;
}

/**
 * The client `uploadFile` asks for upload URLs through (any SiteKit client).
 */
export type UploadClient = Pick<SiteKitClient<{}, unknown>, 'use' | 'with'>;

const invalid = (field: string, description: string, violatedRule: string) => new ValidationError([{ field, description, violatedRule }]);
// An answer without an upload URL is an error of the SiteKit kind, before any bytes go out.
function urlOf(uploadUrl: string | undefined): string {
  if (!uploadUrl) throw normalizeError(new Error('The platform answered without an upload URL'));
  return uploadUrl;
}

/**
 * Uploads a file to the site's Media Manager and resolves its descriptor: asks for an upload URL
 * (`generateFileUploadUrl`), sends the bytes with progress, and reads the new file's descriptor.
 * Above `resumableThreshold` (10 MB), or with `resumable: true`, it uses the resumable URL and tus:
 * a dropped connection resumes from the last acknowledged offset, and an unfinished upload resumes
 * after a page reload (its URL kept in `localStorage`).
 *
 * @throws ValidationError before any request for an empty file, a missing `fileName` (non-`File` data), a file over `maxSizeInBytes`, or data of no supported type.
 * @throws SiteKitError `ABORTED` when `signal` aborts; the platform's errors as core shapes them.
 * @example
 * ```ts
 * import { uploadFile } from '@sitekit/media/upload';
 *
 * const file = await uploadFile(client, input.files[0], {
 *   labels: ['avatar'], maxSizeInBytes: 5_000_000, signal: controller.signal,
 *   onProgress: ({ bytesSent, totalBytes }) => setPercent((100 * bytesSent) / totalBytes),
 * });
 * file.media?.image?.image; // 'wix:image://v1/…'
 * ```
 */
export async function uploadFile(client: UploadClient, data: UploadData, options: UploadFileOptions = {}): Promise<FileDescriptor> {
  optionalObject(options, 'options');
  const limit = options.maxSizeInBytes ?? Number.POSITIVE_INFINITY;
  const source = await toSource(data, limit);
  const fileName = options.fileName ?? source.name;
  if (typeof fileName != 'string' || !fileName.trim()) throw invalid('fileName', 'is required for data that is not a File', 'REQUIRED_FIELD');
  if (source.size === 0) throw invalid('data', 'must not be empty', 'MIN_SIZE');
  if (source.size > limit) throw invalid('data', `is larger than ${limit} bytes`, 'MAX_SIZE');
  const mimeType = options.mimeType ?? source.type ?? inferMimeType(fileName, await head(source));
  const { signal } = options;
  if (signal?.aborted) throw normalizeError(new DOMException('The upload was aborted', 'AbortError'));

  const calls = (signal ? client.with({ signal }) : client).use({ generateFileUploadUrl, generateFileResumableUploadUrl });
  const target = {
    fileName, sizeInBytes: String(source.size), parentFolderId: options.parentFolderId, private: options.private, labels: options.labels,
  };
  let answer: unknown;
  if (options.resumable ?? source.size > (options.resumableThreshold ?? RESUMABLE_THRESHOLD)) {
    const { uploadUrl, uploadToken } = await calls.generateFileResumableUploadUrl(mimeType, { ...target, uploadProtocol: 'TUS' });
    answer = await tusSend(urlOf(uploadUrl), source, { filename: fileName, filetype: mimeType, ...(uploadToken && { uploadToken }) }, options);
  } else {
    const { uploadUrl } = await calls.generateFileUploadUrl(mimeType, target);
    const url = new URL(urlOf(uploadUrl));
    url.searchParams.set('filename', fileName);
    answer = await sendBytes(url.href, source, mimeType, options);
  }
  const file = fileFromWire<{ file?: FileDescriptor | undefined }>(answer).file;
  if (!file) throw normalizeError(new Error('The upload host answered without a file descriptor'));
  return file;
}
