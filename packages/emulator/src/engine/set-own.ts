/**
 * Sets the object's own field `key` to `value`, `__proto__` included: a plain assignment with a key that
 * came from a request (`target[key] = value`) would change the object's prototype for `__proto__`, where
 * the platform keeps a field of that name like any other.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
