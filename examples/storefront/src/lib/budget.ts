/**
 * How long one server render waits on the platform, retries included: past it a section shows its
 * fallback (and a page whose main content failed answers 503) instead of the shopper waiting ~30 s.
 */
export const PLATFORM_BUDGET_MS = 3500;
/** One attempt's timeout; the client's retries fit in what is left of the budget. */
export const ATTEMPT_TIMEOUT_MS = 2500;
