import { SiteKitError, type FieldViolation, type SiteKitErrorInit } from './sitekit-error';

/**
 * Bad input: raised before any request when a call's arguments are wrong (no `status`), or
 * when the platform answers with field violations (`status` 400, also a `PlatformError`).
 * The message reads `INVALID_ARGUMENT: "field" description`.
 */
export class ValidationError extends SiteKitError {
  declare readonly fieldViolations: FieldViolation[];

  constructor(fieldViolations: FieldViolation[], init: Omit<SiteKitErrorInit, 'code'> = {}) {
    super(
      'INVALID_ARGUMENT: ' + fieldViolations.map((violation) => `"${violation.field}" ${violation.description}`).join(', '),
      { details: { validationError: { fieldViolations }, ...(init.requestId && { requestId: init.requestId }) }, ...init, code: 'INVALID_ARGUMENT' },
      'ValidationError',
    );
    Object.assign(this, { fieldViolations });
  }
}
