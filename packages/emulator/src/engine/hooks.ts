import type { Domain, DomainHooks } from './types';

/** The domain answering each hook: the first that provides it. */
export type HookTable = ReadonlyMap<keyof DomainHooks, Domain>;

/**
 * Finds each hook's domain once (the domain list is fixed): `callerForToken` runs on every request.
 */
export function hookTable(domains: readonly Domain[]): HookTable {
  const owners = new Map<keyof DomainHooks, Domain>();
  for (const domain of domains) {
    for (const name of Object.keys(domain.hooks ?? {}) as (keyof DomainHooks)[]) {
      if (!owners.has(name)) owners.set(name, domain);
    }
  }
  return owners;
}

/** Hook `K` as a domain provides it. */
type Hook<K extends keyof DomainHooks> = NonNullable<DomainHooks[K]>;

/** What the engine passes hook `K` besides the domain's state slice. */
export type HookArgs<K extends keyof DomainHooks> = Hook<K> extends (state: never, ...args: infer A) => unknown ? A : never;

/**
 * Calls hook `name` of the domain that provides it, with that domain's state slice; `undefined` when
 * no domain does.
 */
export function callHook<K extends keyof DomainHooks>(table: HookTable, slices: Record<string, unknown>, name: K, ...args: HookArgs<K>): ReturnType<Hook<K>> | undefined {
  const domain = table.get(name);
  return domain ? (domain.hooks![name] as (...values: unknown[]) => ReturnType<Hook<K>>)(slices[domain.name], ...args) : undefined;
}
