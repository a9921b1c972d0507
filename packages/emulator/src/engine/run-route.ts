import { readBody } from './body';
import { checkAccess, type ResolvedCaller } from './caller';
import { FaultRegistry, NetworkDropError, faultBody, type FaultTarget } from './faults';
import { KeyedQueue, lockName } from './locks';
import { matchRoute, unrouted } from './match';
import { fieldsOf, type JsonObject } from './json';
import { decodeQuery } from './query';
import type { RecordedRequest, RequestRecorder } from './recorder';
import type { LogTrace } from './request-log';
import type { RouteMatch, Router } from './router';
import type { Caller, EngineApi, HttpMethod, RouteContext, RouteResult } from './types';

/** What running a request needs of the emulator that received it. */
export interface RouteRunner {
  router: Router;
  faults: FaultRegistry;
  queue: KeyedQueue;
  engine: EngineApi;
  maxBodyBytes: number;
  /** The domains' state slices now (they are replaced on `reset` and `load`). */
  slices(): Record<string, unknown>;
  /** Who a request's credentials stand for. */
  callerOf(headers: Headers): ResolvedCaller;
  /** Where the request's body is recorded (`Emulator.requests`). */
  recorder: RequestRecorder;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The fault injected on this request, if any: its latency is waited out, a `drop` throws
 * `NetworkDropError`, a status becomes the answer (marked as a fault in the log).
 */
export async function injectedFault(faults: FaultRegistry, target: FaultTarget, trace: LogTrace): Promise<RouteResult | undefined> {
  const fault = faults.take(target);
  if (fault?.latencyMs) await sleep(fault.latencyMs);
  if (fault?.drop) throw new NetworkDropError();
  if (fault?.status === undefined) return undefined;
  trace.fault = true;
  const headers: Record<string, string> = fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
  if (fault.rawBody !== undefined) return { status: fault.status, body: fault.rawBody, contentType: fault.contentType ?? 'text/html; charset=utf-8', headers };
  return { status: fault.status, json: fault.body ?? faultBody(fault.status), headers };
}

/** What a route's handler is given besides the engine: the request, its route and what was read of it. */
export interface RouteInput {
  request: Request;
  url: URL;
  match: RouteMatch;
  caller: Caller;
  bytes: Uint8Array;
  body: unknown;
  query: JsonObject;
}

/**
 * A route handler's context: the request as read, its domain's state slice and the engine.
 */
export function routeContext(runner: RouteRunner, input: RouteInput): RouteContext {
  const { request, url, match, caller, bytes, body, query } = input;
  return {
    method: match.compiled.route.method,
    params: match.params,
    query,
    body,
    rawBody: bytes,
    headers: request.headers,
    caller,
    state: runner.slices()[match.compiled.domain.name],
    engine: runner.engine,
    baseUrl: runner.engine.baseUrl,
    url,
    request,
  };
}

/**
 * Runs the route's handler, one at a time per lock key: one queue per domain and key, shared by all
 * of the domain's routes (add-to-cart and remove-line-items on one cart wait for each other).
 */
export function runLocked(queue: KeyedQueue, match: RouteMatch, ctx: RouteContext): Promise<RouteResult> {
  const { route, domain } = match.compiled;
  const key = route.lockKey?.(ctx);
  const exec = async () => route.handle(ctx);
  if (key === undefined) return exec();
  return queue.run(typeof key === 'string' ? lockName(domain.name, key) : key.map((part) => lockName(domain.name, part)), exec);
}

/**
 * One request through its route: match, injected fault, caller and access, body, handler. Fills in
 * the recorded request (route id, body) and the log trace (domain, route, request body) on the way.
 */
export async function runRoute(runner: RouteRunner, request: Request, record: RecordedRequest, trace: LogTrace): Promise<RouteResult> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase() as HttpMethod;
  const { match, fallback } = matchRoute(runner.router, method, url.pathname);
  const route = match?.compiled.route;
  record.routeId = route?.id;
  if (match) Object.assign(trace.summary, { domain: match.compiled.domain.name, routeId: match.compiled.route.id });

  const faulted = await injectedFault(runner.faults, { method, pathname: url.pathname, routeId: route?.id, routePath: route?.path }, trace);
  if (faulted) return faulted;
  if (!match || !route) return unrouted(runner.router, method, url.pathname);

  // Who is calling before what they sent: a refused caller's body is never read or parsed.
  const resolved = runner.callerOf(request.headers);
  const denied = checkAccess(route.access, resolved);
  if (denied) return denied;

  const { bytes, parsed } = await readBody(request, method, route, runner.maxBodyBytes);
  runner.recorder.keepBody(record, parsed.ok ? parsed.value : parsed.raw, route.rawBody ? 0 : bytes.byteLength);
  if (method !== 'GET') trace.requestBody = route.rawBody ? bytes : record.body;
  if (!parsed.ok) return parsed.error;

  const query = fallback ? fieldsOf(parsed.value) : decodeQuery(url.searchParams);
  const ctx = routeContext(runner, { request, url, match, caller: resolved.caller, bytes, body: parsed.value, query });
  return runLocked(runner.queue, match, ctx);
}
