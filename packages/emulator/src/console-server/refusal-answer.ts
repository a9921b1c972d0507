import { RouteError } from '../engine/errors';
import { ownEntry } from '../engine/own-entry';
import { errorAnswer } from './answers';

/** How the console answers a domain's application error code: its status and the console's own code. */
export type RefusalCodes = Record<string, readonly [status: number, code: string]>;

interface PlatformError {
  message?: string;
  details?: {
    applicationError?: { code?: string; description?: string };
    validationError?: { fieldViolations?: Array<{ field?: string; description?: string }> };
  };
}

/**
 * The console's answer to a domain's refusal (the `RouteError` its checks raise), or `undefined` for
 * any other error. A validation error is a 400 with `invalidCode`, its message the violations (field
 * names through `renameField`); an application error is answered as `codes` says, else with its own
 * status and code.
 */
export function refusalAnswer(error: unknown, codes: RefusalCodes, invalidCode: string, renameField: (field: string) => string = (field) => field): Response | undefined {
  if (!(error instanceof RouteError)) return undefined;
  const json = error.result.json as PlatformError;
  const violations = json.details?.validationError?.fieldViolations;
  if (violations) return errorAnswer(400, invalidCode, violations.map((violation) => `${renameField(violation.field ?? '')} ${violation.description ?? ''}`.trim()).join('; '));
  const code = json.details?.applicationError?.code ?? 'REFUSED';
  const [status, consoleCode] = ownEntry(codes, code) ?? [error.result.status, code];
  return errorAnswer(status, consoleCode, json.details?.applicationError?.description ?? json.message ?? 'Refused');
}
