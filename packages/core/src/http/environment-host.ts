// The runtime's `process` where there is one (server and edge runtimes; Next.js also gives browsers
// the `NEXT_PUBLIC_*` variables, written into the bundle at build time). Only ever read inside `try`.
declare const process: { env: { SITEKIT_HOST?: string; NEXT_PUBLIC_SITEKIT_HOST?: string } };

/**
 * The host an unchanged app is aimed at (such as the local emulator,
 * `export SITEKIT_HOST=http://127.0.0.1:4010`): the `SITEKIT_HOST` environment variable of server and
 * edge runtimes, else `NEXT_PUBLIC_SITEKIT_HOST` (see `publicHost`: a browser's way to the same host),
 * else `undefined` or `''`. Never throws: a browser or a bundle without `process` gets
 * `undefined`.
 *
 * @example
 * ```ts
 * const host = options.host || environmentHost() || WWW_HOST;
 * ```
 */
export function environmentHost(): string | undefined {
  try {
    return (globalThis as { process?: typeof process }).process?.env.SITEKIT_HOST || process.env.NEXT_PUBLIC_SITEKIT_HOST;
  } catch {
    return undefined;
  }
}

/**
 * `NEXT_PUBLIC_SITEKIT_HOST`: the emulator's host as a browser reaches it. Written as the literal
 * `process.env.NEXT_PUBLIC_SITEKIT_HOST`, so that Next.js (and bundlers that define it) put its value
 * into browser bundles; elsewhere it is the runtime's variable, or `undefined`.
 *
 * @example
 * ```ts
 * const mediaHost = publicHost() || environmentHost(); // what a page shows: the same on server and browser
 * ```
 */
export function publicHost(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_SITEKIT_HOST || undefined;
  } catch {
    return undefined;
  }
}
