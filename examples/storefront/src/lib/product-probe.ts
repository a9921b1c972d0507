import { createClient, isSiteKitError, StaticTokenStrategy } from '@sitekit/core';
import { readCookie } from '@sitekit/core/auth';
import { loadSession } from '@sitekit/next';
import { products } from '@sitekit/stores/products';
import { ATTEMPT_TIMEOUT_MS, PLATFORM_BUDGET_MS } from './budget';
import { siteKit } from './sitekit';

/**
 * True when the platform cannot give the product behind `slug` now: a 5xx, a network failure or no
 * answer within the render budget. A 404 or an unknown slug is not "unavailable" (the page answers 404).
 * `cookie` is the request's `Cookie` header as the middleware forwarded it.
 *
 * The page reads the product again rather than take this answer: Next's data cache (`unstable_cache`) serves
 * a stale entry while it refreshes (in the proxy too), so prices and stock could be as old as the last view,
 * and a request header would carry a whole product (size limits, `Date`s turned to strings).
 */
export async function productUnavailable(slug: string, cookie: string | null): Promise<boolean> {
  const config = siteKit();
  const session = await loadSession(config, { get: (name) => {
    const value = readCookie(cookie, name);
    return value === undefined ? undefined : { value };
  } });
  if (!session) return false;
  const client = createClient({
    modules: { products },
    auth: StaticTokenStrategy({ accessToken: session.tokens.accessToken.value }),
    ...(config.host ? { host: config.host } : {}),
    signal: AbortSignal.timeout(PLATFORM_BUDGET_MS),
    timeout: ATTEMPT_TIMEOUT_MS,
  });
  try {
    await client.products.queryProducts().eq('slug', slug).limit(1).find();
    return false;
  } catch (error) {
    const status = isSiteKitError(error) ? error.status : undefined;
    return status === undefined || status >= 500;
  }
}
