/**
 * A page whose main content the platform could not give answers 503 with `Retry-After` (the proxy
 * learns it before rendering and tells the page through this request header, so the page shows its
 * fallback at once instead of waiting on the platform a second time).
 */
export const UNAVAILABLE_HEADER = 'x-storefront-unavailable';
/** Seconds a browser or crawler is asked to wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;
