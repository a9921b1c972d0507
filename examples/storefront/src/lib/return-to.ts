import { safeReturnTo as sameOriginPath } from '@sitekit/next/server';

/**
 * A same-origin path to go back to after login, else `/account`: `@sitekit/next`'s checks, which also
 * refuse what browsers turn into another host (`/<tab>/evil.example`, `/%5C…`, encoded slashes).
 */
export const safeReturnTo = (value: string | undefined): string => sameOriginPath(value, undefined, '/account');
