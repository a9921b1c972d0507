import { describe, expect, it } from 'vitest';
import { normalizeError } from './normalize-error';
import { ValidationError } from './validation-error';

describe('a validation error from the platform', () => {
  it('carries details.requestId beside details.validationError, as application errors do (and the platform SDK\'s)', () => {
    const fieldViolations = [{ field: 'loginId.email', description: 'must be a valid email' }];
    const error = normalizeError(undefined, { status: 400, requestId: 'req-7', body: { details: { validationError: { fieldViolations } } } });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.details).toEqual({ validationError: { fieldViolations }, requestId: 'req-7' });
    expect(error.requestId).toBe('req-7');
  });

  it('one refused before any request has no request id', () => {
    expect(new ValidationError([{ field: 'x', description: 'bad' }]).details).toEqual({ validationError: { fieldViolations: [{ field: 'x', description: 'bad' }] } });
  });
});
