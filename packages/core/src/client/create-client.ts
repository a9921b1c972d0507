import { bindModule, isCall, type BoundModule, type Call } from './define-call';
import { createTransport, WWW_HOST } from '../http/create-transport';
import { platformHost } from '../http/platform-host';
import { bindPlatformModule, holdsPlatformModule, isPlatformModule } from './platform-module';
import { platformHttpClient, type PlatformHttpClient } from './platform-http-client';
import type { AuthStrategy, ClientOptions, RequestOptions } from './types';

type Modules = Record<string, object>;
/** The client's modules: each of `createClient`'s `modules`, with its calls bound to the client. */
export type BoundModules<M> = { [K in keyof M]: BoundModule<M[K]> };
/** A module holds call definitions (or, a platform module, functions) at its top level; a map of modules holds modules. */
type IsModule<N> = true extends { [K in keyof N]: N[K] extends Call<(...args: never[]) => unknown> | ((...args: never[]) => unknown) ? true : false }[keyof N] ? true : false;

/** What every client has besides its modules: the auth strategy, `fetchWithAuth`, and `with` for per-call request options. */
export interface ClientBase<A> {
  /** The auth strategy given to `createClient`. */
  readonly auth: A;
  /**
   * The raw escape hatch: `fetch` with this client's auth, host (for paths starting with `/`),
   * one renewal on 401, and normalized errors for non-2xx responses.
   * @example
   * ```ts
   * const res = await client.fetchWithAuth('/ecom/v1/carts/current'); const { cart } = await res.json();
   * ```
   */
  fetchWithAuth(input: string | URL, init?: RequestInit): Promise<Response>;
  /**
   * The same client with request options for the calls made through it (a signal, a timeout, headers).
   * @example
   * ```ts
   * await client.with({ signal: controller.signal, timeout: 5000 }).products.getProduct(id);
   * ```
   */
  with(options: RequestOptions): this;
}

/**
 * What `createClient` returns: each module bound as a property (`client.products`), plus `auth`,
 * `fetchWithAuth`, `with` and `use`.
 */
export type SiteKitClient<M, A> = BoundModules<M> & ClientBase<A> & {
  /**
   * Binds one module and returns it, or binds a map of modules onto this client and returns the client.
   * @example
   * ```ts
   * const cart = client.use(currentCart); await cart.getCurrentCart();
   * client.use({ orders }); await client.orders.getOrder(id);
   * ```
   */
  use<N extends object>(module: N): IsModule<N> extends true ? BoundModule<N> : SiteKitClient<M & N, A>;
};

/**
 * Creates a client: every module in `modules` is bound to it (`client.products.queryProducts()`);
 * all state (tokens, retries, hooks) belongs to this instance.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { OAuthStrategy } from '@sitekit/core/auth';
 * import { products } from '@sitekit/stores';
 * import { currentCart } from '@sitekit/ecom';
 *
 * const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.products.queryProducts().eq('collectionIds', id).limit(12).find();
 * ```
 */
export function createClient<M extends Modules = {}, A extends AuthStrategy | undefined = undefined>(
  options: ClientOptions<M, A> = {},
): SiteKitClient<M, A> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  // Decided once, here: a host that cannot work fails before any request (and `with` never checks it again).
  const host = platformHost(options.host);
  const make = (request: RequestOptions, modules: Modules): SiteKitClient<M, A> => {
    const transport = createTransport({ ...options, ...request, host, fetch: fetchImpl });
    let http: PlatformHttpClient | undefined;
    // SiteKit's modules hold call definitions; anything else with functions is a platform module, run on the client's transport
    const bind = (name: string, mod: object) =>
      Object.values(mod).some(isCall) || !holdsPlatformModule(mod) ? bindModule(mod, transport.send)
        : bindPlatformModule(name, mod, (http ??= platformHttpClient(transport, options.auth, host)));
    const bindAll = (map: object) => {
      for (const [name, mod] of Object.entries(map)) {
        client[name] = bind(name, mod);
        modules[name] = mod;
      }
      return client as unknown as SiteKitClient<M, A>;
    };
    // built key by key: its type is the `SiteKitClient` the modules make, stated where it is returned
    const client: Record<string, unknown> = {
      auth: options.auth,
      fetchWithAuth: transport.fetchWithAuth,
      with: (more: RequestOptions) => make({ ...request, ...more, headers: { ...request.headers, ...more.headers } }, modules),
      use: (module: object) => (Object.values(module).some(isCall) || isPlatformModule(module) ? bind('module', module) : bindAll(module)),
    };
    if (request === options) options.auth?.attach?.({ send: transport.send, fetch: fetchImpl, wwwHost: host || WWW_HOST });
    return bindAll({ ...modules });
  };
  return make(options, { ...options.modules });
}
