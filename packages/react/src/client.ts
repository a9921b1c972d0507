import { SiteKitError } from '@sitekit/core-runtime';

/**
 * Register your client's type once to get typed hook results:
 */
export interface Register {}

/** Any SiteKit client: modules are looked up by name (`products`, `currentCart`, …) when a hook runs. */
export type AnyClient = {
  readonly auth?: any;
  /** Binds a module to the client (`client.use(myMember)`). */
  use?: ((module: any) => any) | undefined;
} & Record<string, any>;

/** The client type registered through `Register`, or `AnyClient`. */
export type RegisteredClient = Register extends { client: infer C } ? C : AnyClient;

type Fn = (...args: any[]) => any;
/** What a module method of client `C` resolves to (`any` when the client does not have it). */
export type Result<C, M extends string, K extends string> = C extends { [P in M]: { [Q in K]: infer F } }
  ? F extends Fn ? Awaited<ReturnType<F>> : any
  : any;

/**
 * A module of the client, or a clear error naming what to add to `createClient`.
 * @internal
 */
export function moduleOf(client: AnyClient, name: string): any {
  const module = client?.[name];
  if (!module) {
    throw new SiteKitError(`The SiteKit client has no "${name}" module: add it to createClient({ modules: { ${name} } })`, {
      code: 'MISSING_MODULE',
    });
  }
  return module;
}
