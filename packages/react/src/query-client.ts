import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isPlatformError, isValidationError } from '@sitekit/core-runtime';

/**
 * How long unused query data stays cached: 5 minutes, `createSiteKitQueryClient`'s `gcTime` (docs/wire/defaults.md).
 */
export const GC_TIME_MS = 5 * 60_000;
/**
 * How many times `shouldRetry` lets a failed query be tried again: 3 (docs/wire/defaults.md).
 */
export const MAX_RETRIES = 3;
/**
 * `retryDelay`'s first backoff, in ms: 1000 (docs/wire/defaults.md).
 */
export const RETRY_BASE_MS = 1000;
/**
 * `retryDelay`'s longest backoff, in ms: 30000 (docs/wire/defaults.md).
 */
export const RETRY_CAP_MS = 30_000;
/**
 * How long fetched data counts as fresh by default: 30 s, so data a server component prefetched and
 * the browser hydrated is not fetched again on mount (TanStack Query's own default, 0, refetches at
 * once). Mutations still invalidate what they change (the cart after add-to-cart) immediately.
 */
export const STALE_TIME_MS = 30_000;

/**
 * Whether a failed query is tried again: up to 3 times, never for validation errors or 4xx platform
 * answers (except 429), which would fail the same way.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isValidationError(error) || (isPlatformError(error) && error.status < 500 && error.status !== 429)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Exponential backoff: 1 s, 2 s, 4 s, … capped at 30 s (`attempt` counts from 0).
 */
export const retryDelay = (attempt: number): number => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);

/**
 * A `QueryClient` with SiteKit's defaults: 5-minute cache retention, 3 retries with backoff from
 * 1 s capped at 30 s, no retry of 4xx platform errors or validation errors; data stays fresh for
 * 30 s ({@link STALE_TIME_MS}) so hydrated server data is not refetched on mount. Mutations are not retried.
 * Create one per request on the server and one per browser session (`useState(() => …)`).
 *
 * @example
 * ```ts
 * const queryClient = createSiteKitQueryClient(); // per request on the server, once per browser session
 * const fresher = createSiteKitQueryClient({ defaultOptions: { queries: { staleTime: 0 } } }); // refetch on every mount
 * ```
 */
export function createSiteKitQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { gcTime: GC_TIME_MS, staleTime: STALE_TIME_MS, retry: shouldRetry, retryDelay, ...queries },
      mutations: { retry: false, ...mutations },
    },
  });
}
