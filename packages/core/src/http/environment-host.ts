// The runtime's `process` where there is one (server and edge runtimes; Next.js also gives browsers
// the `NEXT_PUBLIC_*` variables, written into the bundle at build time). Only ever read inside `try`.
declare const process: { env: { SITEKIT_HOST?: string | undefined; NEXT_PUBLIC_SITEKIT_HOST?: string | undefined } };

/**
 * The host an unchanged app is aimed at, such as the local emulator
 * (`export SITEKIT_HOST=http://127.0.0.1:4010`): `NEXT_PUBLIC_SITEKIT_HOST` (a browser's way to it:
 * written as the literal `process.env.NEXT_PUBLIC_SITEKIT_HOST`, so that Next.js puts its value into
 * browser bundles, and what pages render, the same on server and browser), else `SITEKIT_HOST` of
 * server and edge runtimes, else `undefined` or `''`. Never throws: a browser or a bundle without
 * `process` gets `undefined`.
 *
 * @example
 * ```ts
 * const host = options.host || environmentHost() || WWW_HOST;
 * ```
 */
export function environmentHost(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_SITEKIT_HOST || process.env.SITEKIT_HOST;
  } catch {
    return undefined;
  }
}
