import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteKitError } from '@sitekit/core-runtime';
import type { AnyClient, RegisteredClient } from './client';
import { createSiteKitQueryClient } from './query-client';

/** @internal What the provider shares: the client and a counter bumped when the auth state changes. */
export interface SiteKitContextValue {
  client: AnyClient;
  authVersion: number;
  authChanged: () => void;
}

// The domain files (`stores.ts`, `ecom/*.ts`, `members.ts`, `reviews.ts`, `data.ts`) keep their hooks
// beside the query options that `@sitekit/react/options` gives to server components, so this module is
// also loaded in a server component graph, where React (its `react-server` build) has no `createContext`
// or hooks. Nothing here is named-imported from React and the context exists only where React can make
// one: on the server it is never used (no provider renders there, no hook runs).
const SiteKitContext: React.Context<SiteKitContextValue | null> | undefined = React.createContext
  ? React.createContext<SiteKitContextValue | null>(null)
  : undefined;

/** The props of `<SiteKitProvider>`: the browser client the hooks use, an optional `QueryClient`, and the children. */
export interface SiteKitProviderProps {
  /** The browser client: `createClient({ modules: {...}, auth })`. Create it once (outside render or in `useState`). */
  client: AnyClient;
  /** Defaults to `createSiteKitQueryClient()`, created once per provider. */
  queryClient?: QueryClient | undefined;
  children?: React.ReactNode | undefined;
}

/**
 * Gives the hooks their client and a `QueryClient` with SiteKit's defaults (see {@link createSiteKitQueryClient}). If `client.auth` has
 * `subscribe(listener)`, `useAuth().loggedIn` follows it.
 *
 * @example
 * ```tsx
 * const [client] = useState(() => createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId }) }));
 * return <SiteKitProvider client={client}>{children}</SiteKitProvider>;
 * ```
 */
export function SiteKitProvider({ client, queryClient, children }: SiteKitProviderProps) {
  const Context = SiteKitContext!;
  const [ownQueryClient] = React.useState(() => queryClient ?? createSiteKitQueryClient());
  const [authVersion, authChanged] = React.useReducer((version: number) => version + 1, 0);
  React.useEffect(() => client.auth?.subscribe?.(authChanged), [client]);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <Context.Provider value={{ client, authVersion, authChanged }}>{children}</Context.Provider>
    </QueryClientProvider>
  );
}

/** @internal */
export function useSiteKitContext(): SiteKitContextValue {
  const value = SiteKitContext ? React.useContext(SiteKitContext) : null; // the same branch on every render
  if (!value) throw new SiteKitError('SiteKit hooks must be used inside <SiteKitProvider client={client}>', { code: 'NO_PROVIDER' });
  return value;
}

/**
 * The client given to `<SiteKitProvider>`.
 */
export function useSiteKitClient<C = RegisteredClient>(): C {
  return useSiteKitContext().client as C;
}
