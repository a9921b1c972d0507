import { normalizeError } from '../errors/normalize-error';
import { SiteKitError } from '../errors/sitekit-error';
import { SITEKIT_ERROR, type PlatformHttpClient } from './platform-http-client';

/**
 * The error `createClient` (and `use`) throws for a module it cannot run: a platform host module
 * (`__type: 'host'`, made for the platform's own dashboard and editor hosts), a service plugin
 * definition, a bare event definition, or a function that is not a REST module function. Code
 * `UNSUPPORTED_MODULE`, name `UnsupportedModuleError`.
 */
export const unsupportedModule = (name: string, why: string): SiteKitError =>
  new SiteKitError(`${name} cannot run on SiteKit: ${why}`, { code: 'UNSUPPORTED_MODULE' }, 'UnsupportedModuleError');

const typeOf = (value: unknown): unknown => (value as { __type?: unknown } | null)?.__type;

/** True when an object is a platform module (or one of its functions): it has functions at its top level. */
export const isPlatformModule = (value: unknown): boolean =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && Object.values(value).some((member) => typeof member === 'function'));

/** True when a value is, or holds a few levels down (a package's whole namespace), a platform module or descriptor. */
export const holdsPlatformModule = (value: unknown, depth = 3): boolean =>
  isPlatformModule(value) || !!typeOf(value) ||
  (depth > 0 && typeof value === 'object' && value !== null && Object.values(value).some((member) => holdsPlatformModule(member, depth - 1)));

/** The error the platform module threw, as SiteKit's: the one its request failed with, else normalized. */
function restore(error: unknown): never {
  if (error && typeof error === 'object' && SITEKIT_ERROR in error) throw (error as { [SITEKIT_ERROR]: SiteKitError })[SITEKIT_ERROR];
  // the module's own TypeError (a bad argument) is no network failure, which is what a bare TypeError reads as
  throw normalizeError(error instanceof TypeError ? new Error(error.message, { cause: error }) : error);
}

/** True for an object whose methods a caller will call (a query builder, a query result with `next()`), not for data. */
function hasMethods(value: object): boolean {
  if (Array.isArray(value) || value instanceof Date) return false;
  for (let at: object | null = value; at && at !== Object.prototype; at = Object.getPrototypeOf(at)) {
    for (const key of Object.getOwnPropertyNames(at)) {
      if (key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(at, key)?.value === 'function') return true;
    }
  }
  return false;
}

/** A value a bound function returned, with SiteKit's errors wherever it can fail: promises, builders, results with `next()`. */
function guard(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? guarded(value as (...args: unknown[]) => unknown) : value;
  if (typeof (value as PromiseLike<unknown>).then === 'function') return Promise.resolve(value).then(guard, restore);
  if (!hasMethods(value)) return value;
  return new Proxy(value, {
    get(target, key) {
      const member = Reflect.get(target, key, target);
      return typeof member === 'function' ? guarded(member, target) : member;
    },
  });
}

const guarded = (method: (...args: unknown[]) => unknown, self?: object) =>
  (...args: unknown[]) => {
    try {
      return guard(method.apply(self, args));
    } catch (error) {
      return restore(error);
    }
  };

/** One top-level member of a platform module, bound: a REST function runs on `http`; enums, constants and helpers stay. */
function bindMember(name: string, value: unknown, http: PlatformHttpClient): unknown {
  const type = typeOf(value);
  if (type === 'event-definition') {
    // the module's other functions run; registering a handler here has nothing to deliver events to
    return () => {
      throw unsupportedModule(name, `receive ${(value as { type?: string | undefined }).type} with createWebhooks (@sitekit/core/webhooks)`);
    };
  }
  // a host module (`'host'`) needs the platform host it was made for; a service plugin is implemented, not called
  if (type) throw unsupportedModule(name, String(type));
  if (typeof value !== 'function') return value;
  const method: unknown = value(http, {});
  // an ambassador factory (the oldest generated modules) answers a request description, not a method
  if (typeof method !== 'function' || (method as { __isAmbassador?: unknown }).__isAmbassador) throw unsupportedModule(name, 'not a REST module');
  return guarded(method as (...args: unknown[]) => unknown);
}

/**
 * Binds a platform module (a namespace of the platform's generated REST functions, such as
 * `services` from `@wix/bookings`) to a SiteKit client: each function is given the client's host
 * context (`platformHttpClient`), so its requests carry the client's auth and take its transport,
 * and whatever the module throws is SiteKit's normalized error. A map of such modules (the package's
 * whole namespace) is bound module by module. What cannot run throws `UNSUPPORTED_MODULE` now, not
 * when it is called.
 *
 * @example
 * ```ts
 * import { services } from '@wix/bookings';
 * const client = createClient({ modules: { services }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.services.queryServices().limit(10).find();
 * ```
 */
export function bindPlatformModule(name: string, module: unknown, http: PlatformHttpClient): unknown {
  const type = typeOf(module);
  if (typeof module === 'function' || type) return bindMember(name, module, http);
  const entries = Object.entries(module as object);
  const isModule = entries.some(([, member]) => typeof member === 'function');
  const bound: Record<string, unknown> = {};
  for (const [key, member] of entries) {
    bound[key] = isModule ? bindMember(`${name}.${key}`, member, http)
      : holdsPlatformModule(member) ? bindPlatformModule(`${name}.${key}`, member, http) : member;
  }
  return bound;
}
