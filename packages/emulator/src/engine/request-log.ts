import { REDACTED, isSecretName, redact, redactString, type RedactOptions } from './redact';
import type { RouteResult } from './types';
import { setOwn } from './set-own';

/** Who made a logged call: the kind of caller only, never its token or key. */
export type LoggedCaller = 'anonymous' | 'visitor' | 'member' | 'apiKey' | 'invalid';

/** One platform call in the console's log (without bodies: `LogEntry` adds them). */
export interface LogSummary {
  /** Increasing per emulator, from 1. */
  id: number;
  /** When the call arrived (ISO, wall clock). */
  at: string;
  method: string;
  /** Path and query, secret query parameters redacted. */
  path: string;
  /** The domain that owns the matched route (`cart`, `catalog`, …), absent when no route matched. */
  domain?: string;
  routeId?: string;
  caller: LoggedCaller;
  /** The logged-in member's email, for a member caller. */
  member?: string;
  /** HTTP status; absent for a dropped connection. */
  status?: number;
  /** `fault` when an injected fault answered, `dropped` when it dropped the connection. */
  outcome: 'answered' | 'fault' | 'dropped';
  durationMs: number;
  /** `details.applicationError.code` of an error answer. */
  errorCode?: string;
}

/** A logged call with its headers and bodies, every secret redacted. */
export interface LogEntry extends LogSummary {
  requestHeaders: Record<string, string>;
  requestBody?: unknown;
  responseHeaders?: Record<string, string>;
  responseBody?: unknown;
}

/** What the log tells its subscribers (the console's live stream). */
export type LogEvent = { type: 'entry'; entry: LogEntry } | { type: 'clear' };

/** A call being answered: filled in by the engine as it learns the route, body and fault. */
export interface LogTrace {
  started: number;
  summary: Omit<LogSummary, 'id' | 'status' | 'outcome' | 'durationMs'>;
  requestHeaders: Record<string, string>;
  requestBody?: unknown;
  fault?: boolean;
  /** Strings redacted wherever they appear (the caller's own credentials). */
  secrets: string[];
}

/** Largest body (as JSON text) kept whole; a bigger one is logged as its size. */
export const MAX_LOGGED_BODY_CHARS = 512 * 1024;
/**
 * All kept bodies together (as JSON text): past it, the oldest entries lose their bodies (their
 * summaries stay), so a full log of large answers stays within tens of megabytes.
 */
export const LOG_BODY_BUDGET_CHARS = 16 * 1024 * 1024;

/**
 * The console's request log: the latest `limit` platform calls of one emulator, secrets redacted
 * when an entry is added (nothing in it holds a token, password or key). A ring: the oldest goes first.
 */
export class RequestLog {
  private entries: LogEntry[] = [];
  /** JSON size of each entry's kept bodies, and their total. */
  private readonly bodySizes = new WeakMap<LogEntry, number>();
  private bodyChars = 0;
  private nextId = 1;
  private readonly listeners = new Set<(event: LogEvent) => void>();

  private readonly patterns: RegExp[];

  /**
   * @param limit - how many calls the log keeps
   * @param patterns - values that are secrets by their form wherever they appear (the tokens the domains issue)
   */
  constructor(readonly limit: number, patterns: readonly RegExp[] = []) {
    this.patterns = patterns.map((pattern) => (pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`)));
  }

  /** Starts tracing a call (`finish` adds it). */
  start(request: Request, caller: LoggedCaller, member: string | undefined, secrets: string[]): LogTrace {
    const url = new URL(request.url);
    const options = { secrets, patterns: this.patterns };
    const requestHeaders: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      setOwn(requestHeaders, key, isSecretName(key) ? REDACTED : redactString(value, options));
    });
    return {
      started: performance.now(),
      summary: { at: new Date().toISOString(), method: request.method.toUpperCase(), path: redactString(`${url.pathname}${url.search}`, options), caller, ...(member ? { member } : {}) },
      requestHeaders,
      secrets,
    };
  }

  /** Adds the traced call with its answer (`'dropped'` for a dropped connection). */
  finish(trace: LogTrace, result: RouteResult | 'dropped'): void {
    if (this.limit <= 0) return;
    const durationMs = Math.round((performance.now() - trace.started) * 10) / 10;
    const options = { secrets: trace.secrets, patterns: this.patterns };
    const base = { id: this.nextId++, ...trace.summary, durationMs, requestHeaders: trace.requestHeaders, ...(trace.requestBody !== undefined ? { requestBody: keep(trace.requestBody, options) } : {}) };
    const entry: LogEntry =
      result === 'dropped'
        ? { ...base, outcome: 'dropped' }
        : { ...base, outcome: trace.fault ? 'fault' : 'answered', status: result.status ?? 200, ...answerParts(result, options) };
    this.keepWithinBudget(entry);
    if (this.entries.push(entry) > this.limit) this.forget(this.entries.shift());
    for (const listener of this.listeners) listener({ type: 'entry', entry });
  }

  private keepWithinBudget(entry: LogEntry): void {
    const size = (JSON.stringify(entry.requestBody)?.length ?? 0) + (JSON.stringify(entry.responseBody)?.length ?? 0);
    this.bodySizes.set(entry, size);
    this.bodyChars += size;
    for (const old of this.entries) {
      if (this.bodyChars <= LOG_BODY_BUDGET_CHARS) break;
      if (!this.bodySizes.get(old)) continue;
      this.forget(old);
      if ('requestBody' in old) old.requestBody = '<dropped: the log keeps the bodies of its latest calls only>';
      if ('responseBody' in old) old.responseBody = '<dropped: the log keeps the bodies of its latest calls only>';
    }
  }

  private forget(entry: LogEntry | undefined): void {
    if (!entry) return;
    this.bodyChars -= this.bodySizes.get(entry) ?? 0;
    this.bodySizes.set(entry, 0);
  }

  /** Entries after `afterId`, oldest first. */
  list(afterId = 0): LogEntry[] {
    return afterId > 0 ? this.entries.filter((e) => e.id > afterId) : [...this.entries];
  }

  /** The entry with this id, while the log still keeps it. */
  get(id: number): LogEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries = [];
    this.bodyChars = 0;
    for (const listener of this.listeners) listener({ type: 'clear' });
  }

  /** Calls `listener` on each new entry and on `clear`; returns the unsubscribe function. */
  subscribe(listener: (event: LogEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The summary fields of an entry (no headers or bodies). */
export function summaryOf(entry: LogEntry): LogSummary {
  const { requestHeaders: _h, requestBody: _b, responseHeaders: _rh, responseBody: _rb, ...summary } = entry;
  return summary;
}

function keep(body: unknown, options: RedactOptions): unknown {
  if (body instanceof Uint8Array) return `<${body.byteLength} bytes>`;
  const clean = redact(body, options);
  const size = JSON.stringify(clean)?.length ?? 0;
  return size > MAX_LOGGED_BODY_CHARS ? `<${size} characters of JSON, not kept>` : clean;
}

function answerParts(result: RouteResult, options: RedactOptions): Pick<LogEntry, 'responseHeaders' | 'responseBody' | 'errorCode'> {
  const headers = redact({ ...(result.headers ?? {}) }, options) as Record<string, string>;
  if ('json' in result) {
    const code = (result.json as { details?: { applicationError?: { code?: unknown } } } | undefined)?.details?.applicationError?.code;
    return { responseHeaders: headers, responseBody: keep(result.json, options), ...(typeof code === 'string' ? { errorCode: code } : {}) };
  }
  if ('redirect' in result) return { responseHeaders: { ...headers, location: redactString(result.redirect, options) } };
  if ('html' in result) return { responseHeaders: { ...headers, 'content-type': 'text/html' }, responseBody: `<HTML page, ${result.html.length} characters>` };
  const size = typeof result.body === 'string' ? result.body.length : result.body.byteLength;
  return { responseHeaders: { ...headers, 'content-type': result.contentType }, responseBody: `<${size} bytes of ${result.contentType}>` };
}
