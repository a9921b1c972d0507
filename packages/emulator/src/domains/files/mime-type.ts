import { raise, validationError } from '../../engine/errors';

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\x00-\\x1f\\x7f]|\\\\[\\x20-\\x7e])*"';
/** `type/subtype` with optional `; name=value` parameters, nothing else (no spaces around the slash, no control characters). */
const MIME_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*$`);

/** Whether a value is a mime type a `Content-Type` header can carry as it is. */
export const isMimeType = (value: unknown): value is string => typeof value === 'string' && MIME_TYPE.test(value);

/** The value as a mime type, or the platform's validation error naming `field`. */
export function requireMimeType(value: unknown, field: string): string {
  if (!isMimeType(value)) raise(validationError([{ field, description: 'must be a mime type such as image/png', violatedRule: 'FORMAT' }]));
  return value;
}
