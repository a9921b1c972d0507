/**
 * One request as the emulator received it (see `Emulator.requests`).
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The matched route's id, `undefined` when no route matched. */
  routeId: string | undefined;
}

/**
 * Records a request in `requests`, a ring of at most `limit` entries (`0`: nothing is kept); the
 * route id and body are filled in as the request is run.
 *
 * @example
 * ```ts
 * const record = recordRequest(requests, 1000, request);
 * ```
 */
export function recordRequest(requests: RecordedRequest[], limit: number, request: Request): RecordedRequest {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const record: RecordedRequest = { method: request.method.toUpperCase(), url: request.url, headers, body: undefined, routeId: undefined };
  // A ring: each push is at most one over the limit, so dropping the oldest keeps it.
  if (limit > 0 && requests.push(record) > limit) requests.shift();
  return record;
}
