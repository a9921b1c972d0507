import { createContext, useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteKitError } from '@sitekit/core';
import type { AnyClient, RegisteredClient } from './client';
import { createSiteKitQueryClient } from './query-client';

/** @internal What the provider shares: the client and a counter bumped when the auth state changes. */
export interface SiteKitContextValue {
  client: AnyClient;
  authVersion: number;
  authChanged: () => void;
}

const SiteKitContext = createContext<SiteKitContextValue | null>(null);

export interface SiteKitProviderProps {
  /** The browser client: `createClient({ modules: {...}, auth })`. Create it once (outside render or in `useState`). */
  client: AnyClient;
  /** Defaults to `createSiteKitQueryClient()`, created once per provider. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives the hooks their client and a `QueryClient` with the spec's defaults. If `client.auth` has
 * `subscribe(listener)`, `useAuth().loggedIn` follows it.
 *
 * @example
 * ```tsx
 * const [client] = useState(() => createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId }) }));
 * return <SiteKitProvider client={client}>{children}</SiteKitProvider>;
 * ```
 */
export function SiteKitProvider({ client, queryClient, children }: SiteKitProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createSiteKitQueryClient());
  const [authVersion, authChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.auth?.subscribe?.(authChanged), [client]);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <SiteKitContext.Provider value={{ client, authVersion, authChanged }}>{children}</SiteKitContext.Provider>
    </QueryClientProvider>
  );
}

/** @internal */
export function useSiteKitContext(): SiteKitContextValue {
  const value = useContext(SiteKitContext);
  if (!value) throw new SiteKitError('SiteKit hooks must be used inside <SiteKitProvider client={client}>', { code: 'NO_PROVIDER' });
  return value;
}

/**
 * The client given to `<SiteKitProvider>`.
 *
 * @example
 * ```ts
 * const client = useSiteKitClient();
 * const { items } = await client.products.queryProducts().limit(3).find();
 * ```
 */
export function useSiteKitClient<C = RegisteredClient>(): C {
  return useSiteKitContext().client as C;
}
