import { ValidationError } from '@sitekit/core-runtime';

/** What `uploadFile` accepts: a `File`, a `Blob`, bytes, or a stream (a web `ReadableStream` or, in Node, a readable stream). */
export type UploadData = Blob | Uint8Array | ArrayBuffer | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** The bytes to send, as a `Blob` (sliced lazily) or a `Uint8Array`. */
export interface UploadSource {
  data: Blob | Uint8Array;
  size: number;
  /** The `File`'s own name, when it has one. */
  name?: string | undefined;
  /** The `Blob`'s own type, when it has one. */
  type?: string | undefined;
}

const invalid = (field: string, description: string, violatedRule = 'VALIDATION') => new ValidationError([{ field, description, violatedRule }]);

/**
 * Reads a stream to bytes, refusing it as soon as it passes `limit`. Duck-typed (async iteration or
 * `getReader()`), so no Node module is imported and browsers bundle nothing extra.
 */
async function readStream(stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const add = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > limit) throw invalid('data', `is larger than ${limit} bytes`, 'MAX_SIZE');
    chunks.push(chunk);
  };
  if (Symbol.asyncIterator in stream) {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) add(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  } else {
    const reader = (stream as ReadableStream<Uint8Array>).getReader();
    for (let readResult = await reader.read(); !readResult.done; readResult = await reader.read()) add(readResult.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of chunks) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/** The upload's bytes and size; a value of no supported type is a ValidationError. */
export async function toSource(data: UploadData, limit: number): Promise<UploadSource> {
  if (typeof Blob != 'undefined' && data instanceof Blob) {
    return { data, size: data.size, ...((data as File).name ? { name: (data as File).name } : {}), ...(data.type ? { type: data.type } : {}) };
  }
  if (data instanceof Uint8Array) return { data, size: data.byteLength };
  if (data instanceof ArrayBuffer) return { data: new Uint8Array(data), size: data.byteLength };
  if (data && typeof data == 'object' && (Symbol.asyncIterator in data || 'getReader' in data)) {
    const bytes = await readStream(data, limit);
    return { data: bytes, size: bytes.byteLength };
  }
  throw invalid('data', 'must be a File, Blob, Uint8Array, ArrayBuffer or a readable stream', 'FORMAT');
}

/** The first bytes (for the signature check). */
export async function head(source: UploadSource): Promise<Uint8Array> {
  const part = source.data.slice(0, 16);
  return part instanceof Uint8Array ? part : new Uint8Array(await part.arrayBuffer());
}
