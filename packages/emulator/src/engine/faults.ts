import { applicationError } from './errors';

/**
 * A fault to inject into matching requests (`emulator.faults.add`).
 */
export interface FaultSpec {
  /** A route id (`ecom.checkout.get`), `'METHOD /path'` (template or concrete path), or `'*'` for every request. */
  route: string;
  /** Answer with this status instead of running the route. */
  status?: number;
  /** Seconds for a `Retry-After` header. */
  retryAfter?: number;
  /** Delay before answering (or before running the route when no status is set). */
  latencyMs?: number;
  /** Simulate a network failure: `handle()` rejects with a `TypeError`. */
  drop?: boolean;
  /** JSON body for `status` (default: a platform-shaped error). */
  body?: unknown;
  /**
   * A body for `status` sent as it is, not as JSON (what a gateway or proxy answers in front of the
   * platform: an HTML error page, plain text, an empty body); `body` is then ignored.
   */
  rawBody?: string;
  /** The content type of `rawBody` (default `text/html; charset=utf-8`). */
  contentType?: string;
  /** How many matching requests to affect (default: all until cleared). */
  times?: number;
}

/** A request as faults are matched against it: its method and path, and the id and path template of the route it matched, if any. */
export interface FaultTarget {
  method: string;
  pathname: string;
  routeId?: string;
  routePath?: string;
}

/**
 * Thrown by `Emulator.handle` for a dropped request (a network error, as `fetch` reports it).
 *
 * @example
 * ```ts
 * const res = await emulator.handle(request).catch((e) => (e instanceof NetworkDropError ? Response.error() : Promise.reject(e)));
 * ```
 */
export class NetworkDropError extends TypeError {
  constructor() {
    super('fetch failed (emulator fault: connection dropped)');
    this.name = 'TypeError';
  }
}

/** An injected fault still in force: its id (for `remove`), what it does and how many more requests it affects. */
export interface ActiveFault {
  id: number;
  spec: FaultSpec;
  /** `null` for a fault in force until removed or cleared. */
  remaining: number | null;
}

/**
 * The injected faults of one emulator, in the order they were added: `emulator.faults` manages them and
 * each request takes the first fault that matches it.
 */
export class FaultRegistry {
  private faults: { id: number; spec: FaultSpec; remaining: number }[] = [];
  private nextId = 1;

  /** Adds a fault; returns its id. */
  add(spec: FaultSpec): number {
    const id = this.nextId++;
    this.faults.push({ id, spec, remaining: spec.times ?? Number.POSITIVE_INFINITY });
    return id;
  }

  /** Removes one fault; `false` when no fault has this id. */
  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  /** The faults in force, with how many more requests each affects. */
  active(): ActiveFault[] {
    return this.faults.map((fault) => ({ id: fault.id, spec: fault.spec, remaining: Number.isFinite(fault.remaining) ? fault.remaining : null }));
  }

  /** Removes every fault. */
  clear(): void {
    this.faults = [];
  }

  /** The specs of the faults in force. */
  list(): FaultSpec[] {
    return this.faults.map((fault) => fault.spec);
  }

  /** Takes (and counts down) the first fault matching the request. */
  take(target: FaultTarget): FaultSpec | undefined {
    const found = this.faults.find((fault) => fault.remaining > 0 && matches(fault.spec.route, target));
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining <= 0) this.faults = this.faults.filter((fault) => fault !== found);
    return found.spec;
  }
}

function matches(selector: string, target: FaultTarget): boolean {
  if (selector === '*') return true;
  if (target.routeId !== undefined && selector === target.routeId) return true;
  const space = selector.indexOf(' ');
  if (space < 0) return false;
  const method = selector.slice(0, space).toUpperCase();
  const path = selector.slice(space + 1).trim();
  if (method !== '*' && method !== target.method) return false;
  return path === target.pathname || (target.routePath !== undefined && path === target.routePath);
}

/** The default body of an injected error status. */
export function faultBody(status: number): unknown {
  if (status === 429) return applicationError(429, 'TOO_MANY_REQUESTS', 'Too many requests').json;
  if (status >= 500) return { message: 'System error occurred', details: { applicationError: { code: 'INTERNAL', description: 'Injected fault', data: {} } } };
  return applicationError(status, 'INJECTED_FAULT', 'Injected fault').json;
}
