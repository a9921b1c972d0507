import { ValidationError } from '../errors/validation-error';

const get = (payload: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node == null ? undefined : (node as Record<string, unknown>)[k]), payload);

/**
 * A value as one URL path segment: percent-encoded, so `/`, `\\`, `?` and `#` stay inside it, and
 * `undefined` for a dot segment, which a URL parser removes or climbs out of. `encodeURIComponent`
 * leaves dots as they are (and turns `%` into `%25`, so `%2e%2e` stays a literal), so only `.` and `..`
 * are one.
 */
export function pathSegment(value: string | number): string | undefined {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? undefined : encoded;
}

/**
 * Fills `{field}` / `{a.b}` placeholders from the wire payload, URL-encoding each value so that it
 * stays inside its own segment (`/` is `%2F`), and refuses (before any request) a missing or empty
 * value, or one that would be read as a dot segment (`.`, `..`) and change which endpoint is called.
 *
 * @throws {ValidationError} when a placeholder has no non-empty value, or its value is `.` or `..`
 */
export function resolvePath(template: string, payload: Record<string, unknown>): string {
  if (!template.includes('{')) return template; // most paths have no placeholder: no regex pass over them
  return template.replace(/\{([\w.]+)\}/g, (_, field: string) => {
    const value = get(payload, field);
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new ValidationError([{ field, description: 'must be a non-empty string', violatedRule: 'REQUIRED_FIELD' }]);
    }
    const segment = pathSegment(value);
    if (segment === undefined) throw new ValidationError([{ field, description: 'must not be "." or ".."', violatedRule: 'FORMAT' }]);
    return segment;
  });
}
