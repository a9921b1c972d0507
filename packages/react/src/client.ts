import { SiteKitError, type AuthStrategy, type BoundModule } from '@sitekit/core-runtime';
import type { backInStockNotifications, cart, checkout, currentCart, orders, recommendations } from '@sitekit/ecom';
import type { items } from '@sitekit/data';
import type { files } from '@sitekit/media';
import type { members } from '@sitekit/members';
import type { redirects } from '@sitekit/redirects';
import type { reviews } from '@sitekit/reviews';
import type { collections, products, productsV3 } from '@sitekit/stores';
import type { myMember } from './my-member';

/**
 * Register your client's type once to type what `useSiteKitClient()` returns:
 * `declare module '@sitekit/react' { interface Register { client: typeof client } }`.
 */
export interface Register {}

/**
 * The modules the hooks call, by the name a client holds them under (`createClient({ modules: { currentCart } })`).
 * A hook's data is what the module's declared call resolves to: `useCurrentCart().data` is `currentCart.Cart | null`.
 */
export interface SiteKitModules {
  products: typeof products;
  collections: typeof collections;
  productsV3: typeof productsV3;
  currentCart: typeof currentCart;
  cart: typeof cart;
  checkout: typeof checkout;
  orders: typeof orders;
  recommendations: typeof recommendations;
  backInStockNotifications: typeof backInStockNotifications;
  redirects: typeof redirects;
  members: typeof members;
  reviews: typeof reviews;
  items: typeof items;
  files: typeof files;
}

/** Module `N` as a client holds it: the module package's calls, bound. */
export type ModuleOf<N extends keyof SiteKitModules> = BoundModule<SiteKitModules[N]>;

/** What the hooks read of a client's auth strategy: whether a member is logged in, and changes to that. */
export interface HookAuth extends AuthStrategy {
  /** Whether the session is a member's. */
  loggedIn?(): boolean;
  /** Listens to `loggedIn()` changes; returns the unsubscribe function. */
  subscribe?(listener: () => void): (() => void) | void;
}

/** What a client holds besides its modules, as far as the hooks use it. */
interface ClientParts {
  /** Binds a module to the client (`client.use(myMember)`). */
  use: (module: typeof myMember) => BoundModule<typeof myMember>;
}

/**
 * Any SiteKit client (`createClient({ modules, auth })`): the modules a hook needs are looked up by name when it
 * runs, and typed by the module packages.
 */
export type AnyClient = { readonly auth?: HookAuth | undefined } & {
  readonly [N in keyof SiteKitModules]?: ModuleOf<N> | undefined;
} & { readonly [P in keyof ClientParts]?: ClientParts[P] | undefined };

/** The client type registered through `Register`, or `AnyClient`. */
export type RegisteredClient = Register extends { client: infer C } ? C : AnyClient;

type Named = { [N in keyof SiteKitModules]: ModuleOf<N> } & ClientParts;

/**
 * A module of the client, or a clear error naming what to add to `createClient`.
 * @internal
 */
export function moduleOf<N extends keyof Named>(client: AnyClient, name: N): Named[N] {
  const module = (client as Partial<Named>)[name];
  if (!module) {
    throw new SiteKitError(`The SiteKit client has no "${name}" module: add it to createClient({ modules: { ${name} } })`, {
      code: 'MISSING_MODULE',
    });
  }
  return module;
}
