/** A `fetch` that sends the platform's hosts to an emulator: how an app on the platform's own SDK uses one over HTTP. */

/** The platform's origins an app's SDK calls: the API hosts and the media host. */
export const PLATFORM_ORIGINS: readonly string[] = ['https://www.wixapis.com', 'https://edge.wixapis.com', 'https://static.wixstatic.com'];

/**
 * A `fetch` that sends every request on the platform's hosts (`www.wixapis.com`, `edge.wixapis.com`,
 * `static.wixstatic.com`) to `emulatorUrl`, path and query kept, and every other request to `next` as it is.
 * The platform's SDK calls the global `fetch` (its token calls too) at call time, so setting it is the
 * one change an app on that SDK needs to run on a running emulator.
 *
 * @example
 * ```ts
 * import { platformFetch } from '@sitekit/emulator';
 * globalThis.fetch = platformFetch('http://127.0.0.1:4010');
 * ```
 */
export function platformFetch(emulatorUrl: string, next: typeof fetch = globalThis.fetch): typeof fetch {
  const target = new URL(emulatorUrl);
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!PLATFORM_ORIGINS.includes(url.origin)) return next(request);
    url.protocol = target.protocol;
    url.host = target.host;
    return next(new Request(url, request));
  };
}
