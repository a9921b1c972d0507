/**
 * The `redirects` module: redirect sessions to the platform's hosted checkout, login and other pages.
 * Bind it with `createClient({ modules: { redirects } })`.
 */
export * from './redirects';
export * from './types';
