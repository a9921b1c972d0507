import { ValidationError } from '../errors/validation-error';

const get = (payload: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<any>((o, k) => (o == null ? undefined : o[k]), payload);

/**
 * Fills `{field}` / `{a.b}` placeholders from the wire payload, URL-encoding each value, and
 * refuses (before any request) a missing or empty one.
 *
 * @example
 * ```ts
 * resolvePath('/ecom/v1/orders/{id}', { id: 'a/b c' }); // '/ecom/v1/orders/a%2Fb%20c'
 * ```
 * @throws {ValidationError} when a placeholder has no non-empty value
 */
export function resolvePath(template: string, payload: Record<string, unknown>): string {
  return template.replace(/\{([\w.]+)\}/g, (_, field: string) => {
    const value = get(payload, field);
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new ValidationError([{ field, description: 'must be a non-empty string', violatedRule: 'REQUIRED_FIELD' }]);
    }
    return encodeURIComponent(value);
  });
}
