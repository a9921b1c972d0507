/**
 * The `SITEKIT_HOST` environment variable of server and edge runtimes (`process.env`), when set and
 * not empty: the host an unchanged app is aimed at, such as the local emulator
 * (`export SITEKIT_HOST=http://127.0.0.1:4010`). Read through `globalThis`, so a browser (no
 * `process`) and a bundler (no `process` identifier to shim) see `undefined`, never an error.
 *
 * @example
 * ```ts
 * const host = options.host ?? environmentHost() ?? WWW_HOST;
 * ```
 */
export function environmentHost(): string | undefined {
  const runtime = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return runtime.process?.env?.['SITEKIT_HOST'] || undefined;
}
