import { normalizeError } from '@sitekit/core-runtime';
import type { DetailedError, UploadOptions, UrlStorage } from 'tus-js-client';
import type { SendOptions } from './send-bytes';
import type { UploadSource } from './upload-source';

/**
 * How `uploadFile` sends a resumable (tus) upload: the chunk size, the retry delays, and where
 * unfinished uploads' URLs are kept; with the abort signal, progress callback and `fetch` every upload
 * takes.
 */
export interface TusOptions extends SendOptions {
  /** Bytes per `PATCH` (default 5 MB). */
  chunkSize?: number | undefined;
  /** Waits between retries of a failed request, in ms; their count bounds the retries (default `[0, 1000, 3000, 5000]`). */
  retryDelays?: number[] | undefined;
  /** Where unfinished uploads' URLs are kept to resume after a reload (default: tus-js-client's, `localStorage` in browsers). */
  urlStorage?: UrlStorage | undefined;
}

/** A tus file reader over a `Blob` or bytes, the same in browsers and Node (no `Buffer`, no `fs`). */
const reader: NonNullable<UploadOptions['fileReader']> = {
  openFile: async (input: Blob | Uint8Array) => {
    const size = input instanceof Uint8Array ? input.byteLength : input.size;
    return {
      size,
      slice: async (start: number, end: number) => {
        const part = input.slice(start, end);
        const value = part instanceof Uint8Array ? part : new Uint8Array(await part.arrayBuffer());
        // `size` sets the request's Content-Length in tus-js-client's Node stack
        return { value: Object.assign(value, { size: value.byteLength }), done: end >= size };
      },
      close: () => {},
    };
  },
};

/**
 * A tus error through core's `normalizeError`: the host's answer when there was one, else a network
 * error. Never tus's own error as the cause: its message and request carry the upload URL, whose path
 * is the upload's token.
 */
function tusError(error: DetailedError | Error): Error {
  const response = (error as DetailedError).originalResponse;
  if (!response) return normalizeError(new TypeError('the upload host did not answer'));
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  const status = response.getStatus();
  return normalizeError(new Error(`Upload failed with HTTP ${status}`), { status, body });
}

/**
 * Sends the bytes with tus 1.0 through tus-js-client (loaded on first use): chunked `PATCH`es, a
 * dropped connection resumed from the server's last acknowledged offset (`HEAD`) with bounded
 * retries, and the upload URL kept in `urlStorage` so a reload resumes it. An abort terminates the
 * upload on the server (no half file). Resolves the host's JSON answer to the last `PATCH`.
 */
export async function tusSend(endpoint: string, source: UploadSource, meta: Record<string, string>, options: TusOptions): Promise<unknown> {
  const { Upload } = await import('tus-js-client');
  const abortError = () => normalizeError(new DOMException('The upload was aborted', 'AbortError'));
  if (options.signal?.aborted) throw abortError();
  return new Promise((resolve, reject) => {
    const upload = new Upload(source.data as Blob, {
      endpoint,
      metadata: meta,
      uploadSize: source.size,
      chunkSize: options.chunkSize ?? 5 * 1024 * 1024,
      retryDelays: options.retryDelays ?? [0, 1000, 3000, 5000],
      fileReader: reader,
      // the endpoint changes with every resumable URL, so the fingerprint leaves it out
      fingerprint: async () => ['sitekit-media', meta['filename'], meta['filetype'], source.size, (source.data as File).lastModified ?? ''].join(':'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...(options.urlStorage ? { urlStorage: options.urlStorage } : {}),
      onProgress: (bytesSent, totalBytes) => options.onProgress?.({ bytesSent, totalBytes }),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody() || '{}'));
        } catch (error) {
          reject(normalizeError(error));
        }
      },
      onError: (error) => reject(tusError(error)),
    });
    options.signal?.addEventListener('abort', () => {
      void upload.abort(true).catch(() => undefined).finally(() => reject(abortError()));
    }, { once: true });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, (error: Error) => reject(normalizeError(error)));
  });
}
