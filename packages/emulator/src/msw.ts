import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createEmulator, type Emulator, type EmulatorOptions } from './engine/emulator';
import { NetworkDropError } from './engine/faults';
import { PLATFORM_ORIGINS } from './platform-fetch';


/**
 * MSW request handlers that send every request on the platform hosts (`www`, `edge`, and the media host
 * `static.wixstatic.com`) and on the emulator's `baseUrl` to `emulator.handle`. A `drop` fault becomes a
 * network error.
 *
 * @example
 * const emulator = createEmulator();
 * const server = setupServer(...emulatorHandlers(emulator));
 * server.listen({ onUnhandledRequest: 'error' });
 */
export function emulatorHandlers(emulator: Emulator): RequestHandler[] {
  const origins = [...new Set([...PLATFORM_ORIGINS, new URL(emulator.baseUrl).origin])];
  return origins.map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return await emulator.handle(request);
      } catch (error) {
        if (error instanceof NetworkDropError) return HttpResponse.error();
        throw error;
      }
    }),
  );
}

/**
 * What `setupEmulator` returns: the emulator, the MSW server and its handlers, and `listen`, `close`
 * and `reset` for a test file's hooks.
 */
export interface EmulatorSetup {
  emulator: Emulator;
  server: SetupServer;
  handlers: RequestHandler[];
  /** Starts intercepting (`onUnhandledRequest: 'error'`). */
  listen(): void;
  /** Stops intercepting. */
  close(): void;
  /** Fresh seeded state, no faults, empty recorder, extra `server.use` handlers removed. */
  reset(): void;
}

/**
 * An emulator behind an MSW server, for tests: every `fetch` to the platform hosts is answered by it.
 *
 * @example
 * import { afterAll, afterEach, beforeAll } from 'vitest';
 * import { setupEmulator } from '@sitekit/emulator/msw';
 *
 * const platform = setupEmulator();
 * beforeAll(() => platform.listen());
 * afterEach(() => platform.reset());
 * afterAll(() => platform.close());
 *
 * // in a test:
 * platform.emulator.faults.add({ route: 'oauth2.token', status: 503, times: 1 });
 * const res = await fetch('https://www.wixapis.com/oauth2/token', { method: 'POST', body: JSON.stringify({ clientId: 'c', grantType: 'anonymous' }) });
 */
export function setupEmulator(options: EmulatorOptions = {}): EmulatorSetup {
  const emulator = createEmulator(options);
  const handlers = emulatorHandlers(emulator);
  const server = setupServer(...handlers);
  return {
    emulator,
    server,
    handlers,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
    reset: () => {
      server.resetHandlers();
      emulator.reset();
    },
  };
}

export { createEmulator };
export type { Emulator, EmulatorOptions };
