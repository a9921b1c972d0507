import type { ResolvedCaller } from './caller';
import { RouteError, type ErrorResult } from './errors';
import { NetworkDropError } from './faults';
import { unsupportedMethod } from './match';
import type { RecordedRequest } from './recorder';
import type { LogTrace, RequestLog } from './request-log';
import { toResponse } from './respond';
import type { RouteResult } from './types';

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

/** What answering a request needs: the log, who a request's credentials stand for, and the route runner. */
export interface Answering {
  log: RequestLog;
  callerOf(headers: Headers): ResolvedCaller;
  run(request: Request, record: RecordedRequest, trace: LogTrace): Promise<RouteResult>;
}

function internalError(error: unknown): ErrorResult {
  const description = error instanceof Error ? error.message : String(error);
  return { status: 500, json: { message: 'System error occurred', details: { applicationError: { code: 'INTERNAL', description, data: {} } } } };
}

/** Starts the log entry of a call: its caller's kind (never the credential, which is redacted everywhere). */
function startTrace(answering: Answering, request: Request): LogTrace {
  const authorization = request.headers.get('authorization') ?? '';
  const secrets = authorization.replace(/^Bearer\s+/i, '').split(',').map((part) => part.trim()).filter(Boolean);
  const resolved = answering.callerOf(request.headers);
  const caller = resolved.problem ? 'invalid' : resolved.caller.kind;
  const member = resolved.caller.kind === 'member' ? resolved.caller.email : undefined;
  return answering.log.start(request, caller, member, secrets);
}

/**
 * Runs the call and logs it: the route's answer, an injected fault's, a raised `RouteError`'s, or
 * `500` for anything else thrown; a dropped connection is logged as such and rethrown.
 */
export async function answer(answering: Answering, request: Request, record: RecordedRequest, extra: Record<string, string>): Promise<Response> {
  const trace = startTrace(answering, request);
  let result: RouteResult;
  try {
    result = METHODS.includes(record.method) ? await answering.run(request, record, trace) : unsupportedMethod(record.method);
  } catch (error) {
    if (error instanceof NetworkDropError) {
      answering.log.finish(trace, 'dropped');
      throw error;
    }
    result = error instanceof RouteError ? error.result : internalError(error);
  }
  answering.log.finish(trace, result);
  return toResponse(result, extra);
}

/**
 * The answer to a `HEAD`: the `GET` answer's status and headers, without its body.
 */
export const withoutBody = (response: Response): Response =>
  new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
