// The runtime's `process` where there is one (server and edge runtimes; Next.js also gives browsers
// the `NEXT_PUBLIC_*` variables, written into the bundle at build time). Only ever read inside `try`.
declare const process: { env: { SITEKIT_HOST?: string | undefined; NEXT_PUBLIC_SITEKIT_HOST?: string | undefined } };

/**
 * The environment's host setting and its name: `NEXT_PUBLIC_SITEKIT_HOST` (a browser's way to it:
 * written as the literal `process.env.NEXT_PUBLIC_SITEKIT_HOST`, so that Next.js puts its value into
 * browser bundles, and what pages render, the same on server and browser), else `SITEKIT_HOST` of
 * server and edge runtimes, else no value. Never throws: a browser or a bundle without `process`
 * gets no value.
 */
export function environmentHostSetting(): [name: string, value: string | undefined] {
  try {
    const browser = process.env.NEXT_PUBLIC_SITEKIT_HOST;
    return browser ? ['NEXT_PUBLIC_SITEKIT_HOST', browser] : ['SITEKIT_HOST', process.env.SITEKIT_HOST];
  } catch {
    return ['SITEKIT_HOST', undefined];
  }
}

/**
 * The host an unchanged app is aimed at, such as the local emulator
 * (`export SITEKIT_HOST=http://127.0.0.1:4010`), as the environment gives it (see
 * `environmentHostSetting`), or `undefined`. Never throws.
 */
export function environmentHost(): string | undefined {
  return environmentHostSetting()[1] || undefined;
}
