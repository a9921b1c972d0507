import { raise, validationError, type ErrorResult } from './errors';
import type { HttpMethod, Route } from './types';
import { ownEntry } from './own-entry';
import { setOwn } from './set-own';

/** The default request body limit (1 MB), before any route reads it. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a request body's bytes, but never more than `limit`: a `content-length` over the limit is
 * refused before reading, and a body that streams past it is cancelled. `undefined` when too large.
 * The cancel is not awaited: on a body that was teed (MSW clones requests) it settles only once every
 * branch is cancelled.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    void request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return request.body ? readStreamBytes(request.body, limit) : new Uint8Array();
}

/** A stream's bytes, at most `limit` of them: past it the stream is cancelled and the result is `undefined`. */
export async function readStreamBytes(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A request body parsed as JSON or form fields, or its raw text and the validation error when it is not valid JSON. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; raw: string; error: ErrorResult };

/**
 * Parses a request body: JSON (default, also when a JSON-looking body is mislabelled as a form, as
 * `curl -d` does), or an HTML form (`application/x-www-form-urlencoded`). Empty → `{}`.
 */
export function parseRequestBody(text: string, contentType: string | null): ParsedBody {
  if (text.trim() === '') return { ok: true, value: {} };
  const looksJson = /^\s*[[{]/.test(text);
  if (contentType?.includes('application/x-www-form-urlencoded') && !looksJson) {
    const out: Record<string, string | string[]> = {};
    for (const [k, value] of new URLSearchParams(text)) {
      const existing = ownEntry(out, k);
      setOwn(out, k, existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]);
    }
    return { ok: true, value: out };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      raw: text,
      error: validationError([{ field: 'body', description: 'is not valid JSON', violatedRule: 'FORMAT', data: { type: 'JSON' } }]),
    };
  }
}

/** `413`: a body larger than the route reads. */
function tooLarge(limit: number): ErrorResult {
  const description = `The request body is larger than ${limit} bytes`;
  return { status: 413, json: { message: 'PAYLOAD_TOO_LARGE', details: { applicationError: { code: 'PAYLOAD_TOO_LARGE', description, data: { limit } } } } };
}

/** A request's body as the engine read it: its bytes, and what they parse to. */
export interface RequestBody {
  /** Empty for `GET`, `HEAD` and a route that streams its body itself. */
  bytes: Uint8Array;
  /** JSON or form fields; `{}` for a route that takes bytes (`rawBody`). */
  parsed: ParsedBody;
}

/**
 * Reads and parses the body `route` takes, at most its `bodyLimit` (else `maxBodyBytes`) bytes: a
 * larger body raises `413` before it is read whole. `GET`, `HEAD` and a streaming route read nothing.
 */
export async function readBody(request: Request, method: HttpMethod, route: Route, maxBodyBytes: number): Promise<RequestBody> {
  const limit = route.bodyLimit ?? maxBodyBytes;
  const bytes = method === 'GET' || method === 'HEAD' || route.streamBody ? new Uint8Array() : await readBodyBytes(request, limit);
  if (!bytes) raise(tooLarge(limit));
  const parsed: ParsedBody = route.rawBody ? { ok: true, value: {} } : parseRequestBody(new TextDecoder().decode(bytes), request.headers.get('content-type'));
  return { bytes, parsed };
}
