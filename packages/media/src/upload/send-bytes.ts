import { normalizeError } from '@sitekit/core-runtime';
import type { UploadSource } from './upload-source';

/**
 * Upload progress: bytes sent so far of the total, as `uploadFile`'s `onProgress` receives it.
 */
export interface UploadProgress {
  bytesSent: number;
  totalBytes: number;
}

/** The options of sending an upload's bytes: cancelling, progress, and the `fetch` to use. */
export interface SendOptions {
  /** Ends the transfer. */
  signal?: AbortSignal | undefined;
  /** Called as bytes go out. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** The `fetch` a plain upload uses outside browsers (default: the global one). */
  fetch?: typeof fetch | undefined;
}

/** Slices the bytes go out in (a progress event per slice). */
const SLICE = 64 * 1024;

interface Answer {
  status: number;
  text: string;
  requestId?: string | undefined;
}

/** The upload host's JSON answer, or the platform's error through core's `normalizeError`. */
function read({ status, text, requestId }: Answer): unknown {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) return body ?? {};
  throw normalizeError(new Error(`Upload failed with HTTP ${status}`), { status, requestId, body });
}

/** Browsers: XMLHttpRequest, the one browser API that reports upload progress over HTTP/1.1. */
function viaXhr(url: string, source: UploadSource, mimeType: string, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', mimeType);
    xhr.upload.onprogress = (e) => options.onProgress?.({ bytesSent: e.loaded, totalBytes: source.size });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, requestId: xhr.getResponseHeader('x-wix-request-id') ?? undefined });
    xhr.onerror = () => reject(new TypeError('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(source.data as XMLHttpRequestBodyInit);
  });
}

/** Elsewhere (Node, workers): `fetch` with a streamed body, counting the bytes as the transport takes them. */
async function viaFetch(url: string, source: UploadSource, mimeType: string, options: SendOptions): Promise<Answer> {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= source.size) return controller.close();
      const part = source.data.slice(sent, Math.min(sent + SLICE, source.size));
      const bytes = part instanceof Uint8Array ? part : new Uint8Array(await part.arrayBuffer());
      controller.enqueue(bytes);
      sent += bytes.byteLength;
      options.onProgress?.({ bytesSent: sent, totalBytes: source.size });
    },
  });
  const response = await (options.fetch ?? globalThis.fetch)(url, {
    method: 'PUT', body, headers: { 'content-type': mimeType, 'content-length': String(source.size) }, signal: options.signal ?? null, duplex: 'half',
  } as RequestInit);
  return { status: response.status, text: await response.text(), requestId: response.headers.get('x-wix-request-id') ?? undefined };
}

/**
 * `PUT`s the bytes to an upload URL with progress; resolves the host's JSON answer. An abort ends
 * the request before the host has the whole body, so no file is created.
 */
export async function sendBytes(url: string, source: UploadSource, mimeType: string, options: SendOptions): Promise<unknown> {
  try {
    const useXhr = !options.fetch && typeof XMLHttpRequest != 'undefined';
    return read(await (useXhr ? viaXhr : viaFetch)(url, source, mimeType, options));
  } catch (error) {
    throw normalizeError(error);
  }
}
