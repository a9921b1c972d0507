/**
 * Anything with cookies to read: `NextRequest.cookies`, or the store of `cookies()` from `next/headers`.
 */
export interface CookieSource {
  /** The cookie of that name, if the request has it. */
  get(name: string): { value: string } | undefined;
}
