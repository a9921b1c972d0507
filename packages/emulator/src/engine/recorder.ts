import { setOwn } from './set-own';

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
 * What the recorder's requests may weigh together, in bytes (bodies as received, URLs and headers):
 * past it the oldest requests go, however few are kept, so large bodies cannot grow the process.
 */
export const RECORDER_BUDGET_BYTES = 16 * 1024 * 1024;

/**
 * The engine's recorder: a ring of at most `limit` requests (`0`: nothing is kept) that together weigh
 * at most `budgetBytes`; the oldest goes first. The route id and body are filled in as the request is run.
 */
export class RequestRecorder {
  /** The kept requests, oldest first (`Emulator.requests`). */
  readonly requests: RecordedRequest[] = [];
  /** The weight of each kept request (a request no longer kept has none), and their total. */
  private readonly weights = new WeakMap<RecordedRequest, number>();
  private bytes = 0;

  constructor(readonly limit: number, readonly budgetBytes = RECORDER_BUDGET_BYTES) {}

  /** Records a request (its method, URL and headers; no body yet). */
  record(request: Request): RecordedRequest {
    const headers: Record<string, string> = {};
    let weight = request.url.length;
    request.headers.forEach((value, key) => {
      setOwn(headers, key, value);
      weight += key.length + value.length;
    });
    const record: RecordedRequest = { method: request.method.toUpperCase(), url: request.url, headers, body: undefined, routeId: undefined };
    if (this.limit <= 0) return record;
    this.requests.push(record);
    this.weigh(record, weight);
    return record;
  }

  /** Sets the body of a recorded request, `size` bytes as received. */
  keepBody(record: RecordedRequest, body: unknown, size: number): void {
    record.body = body;
    const weight = this.weights.get(record);
    if (weight !== undefined) this.weigh(record, weight + size);
  }

  /** Forgets every request. */
  clear(): void {
    for (const record of this.requests) this.weights.delete(record);
    this.requests.length = 0;
    this.bytes = 0;
  }

  private weigh(record: RecordedRequest, weight: number): void {
    this.bytes += weight - (this.weights.get(record) ?? 0);
    this.weights.set(record, weight);
    // The newest request stays, whatever it weighs.
    while (this.requests.length > 1 && (this.requests.length > this.limit || this.bytes > this.budgetBytes)) {
      const oldest = this.requests.shift()!;
      this.bytes -= this.weights.get(oldest) ?? 0;
      this.weights.delete(oldest);
    }
  }
}
