/** How idempotent requests are retried. Mutations are never retried blindly. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  limit?: number | undefined;
  /** First backoff delay in ms, doubled each retry. Default 1000. */
  baseDelayMs?: number | undefined;
  /** Longest backoff (and longest honoured `Retry-After`) in ms. Default 30000. */
  maxDelayMs?: number | undefined;
  /** Statuses that are retried. Default 429, 502, 503, 504 (network errors are always retried). */
  statusCodes?: number[] | undefined;
}

/**
 * Retries after the first attempt when `RetryOptions.limit` is not set (3).
 */
export const DEFAULT_RETRY_LIMIT = 3;
/**
 * First backoff delay in ms when `RetryOptions.baseDelayMs` is not set (1000), doubled each retry.
 */
export const DEFAULT_BASE_DELAY_MS = 1000;
/**
 * Longest backoff (and longest honoured `Retry-After`) in ms when `RetryOptions.maxDelayMs` is not set (30000).
 */
export const DEFAULT_MAX_DELAY_MS = 30_000;
/**
 * Statuses retried when `RetryOptions.statusCodes` is not set: 429, 502, 503, 504.
 */
export const RETRY_STATUS_CODES = [429, 502, 503, 504];
/** Statuses whose `Retry-After` header (seconds or HTTP date) is honoured. */
export const RETRY_AFTER_STATUS_CODES = [429, 503];
/**
 * Default per-attempt timeout in ms (30000), used when the client's `timeout` is not set.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * ky's retry options for a client's idempotent requests, built once per client (`0` when retries are
 * off). Every verb is listed: whether a request may be retried at all is decided per request
 * (mutations get `0`), so a POST a module marks idempotent retries like a GET.
 */
export function kyRetry(options: RetryOptions | false | undefined) {
  if (options === false) return 0;
  const base = options?.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const max = options?.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  return {
    limit: options?.limit ?? DEFAULT_RETRY_LIMIT,
    methods: ['get', 'post', 'put', 'patch', 'delete'],
    statusCodes: options?.statusCodes ?? RETRY_STATUS_CODES,
    afterStatusCodes: RETRY_AFTER_STATUS_CODES,
    maxRetryAfter: max,
    backoffLimit: max,
    // Exponential from `base`, with "equal jitter": between half and all of the delay (ky caps it at backoffLimit).
    delay: (attempt: number) => base * 2 ** (attempt - 1) * (0.5 + Math.random() / 2),
  };
}
