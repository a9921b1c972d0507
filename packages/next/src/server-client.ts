import { cookies } from 'next/headers';
import type { SiteKitClient } from '@sitekit/core-runtime';
import type { SiteKitNextConfig } from './config';
import { clientFor, fixedAuth, sessionMissing } from './internal';
import { loadSession } from './session';

/**
 * A client for this request, built from the session cookie the middleware ensured. It never
 * refreshes (server components cannot write cookies): a missing or expired session throws a
 * `SiteKitError` with code `SESSION_MISSING` that names the missing middleware.
 *
 * @example
 * ```tsx
 * // app/page.tsx (a server component)
 * const client = await getServerClient(siteKit, { products, collections });
 * const { items } = await client.products.queryProducts().limit(8).find();
 * ```
 * @throws SiteKitError `SESSION_MISSING`
 */
export async function getServerClient<M extends Record<string, object>>(
  config: SiteKitNextConfig,
  modules: M,
): Promise<SiteKitClient<M, ReturnType<typeof fixedAuth>>> {
  const session = await loadSession(config, await cookies());
  if (!session) throw sessionMissing('missing');
  return clientFor(config, session.tokens, modules);
}
