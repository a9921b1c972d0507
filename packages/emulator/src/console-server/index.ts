import { hostAllowList } from '../allowed-hosts';
import type { Emulator } from '../engine/emulator';
import { consoleApi } from './api';
import { errorAnswer } from './answers';
import { consoleCsp, defaultConsoleDir, staticAsset } from './static-assets';

/** The options of `createConsoleHandler`: the folder the built console is served from. */
export interface ConsoleOptions {
  /** Folder holding the built console (`index.html`, `assets/`); default: the package's `dist/console`. */
  dir?: string;
  /** More `Host` names the console answers besides loopback names, addresses and the emulator's own host (see `StartEmulatorOptions.allowedHosts`). */
  allowedHosts?: readonly string[] | undefined;
}

function isConsolePath(rest: string): boolean {
  return rest === '' || rest === 'index.html' || rest.startsWith('api/') || rest.startsWith('assets/');
}

/** Answers console requests; `undefined` for every other request (the platform answers those). */
export type ConsoleHandler = (request: Request) => Promise<Response | undefined>;

const PREFIX = '/_emulator/';

/**
 * The console at `/_emulator/`: its page and assets, and its JSON API under `/_emulator/api/`. Served
 * by the HTTP face only, beside the platform; console calls are not platform calls, so they are not logged.
 */
export function createConsoleHandler(emulator: Emulator, options: ConsoleOptions = {}): ConsoleHandler {
  const dir = options.dir ?? defaultConsoleDir();
  const csp = consoleCsp([new URL(emulator.baseUrl).origin]);
  const hostAllowed = hostAllowList([emulator.baseUrl], options.allowedHosts);
  return async (request) => {
    const { pathname, hostname } = new URL(request.url);
    const method = request.method.toUpperCase();
    if (pathname === '/_emulator' && method === 'GET') return new Response(null, { status: 308, headers: { location: PREFIX } });
    if (!pathname.startsWith(PREFIX)) return undefined;
    const rest = pathname.slice(PREFIX.length);
    if (!isConsolePath(rest)) return undefined;
    // A page on another site whose name was rebound to this machine is same-origin to itself: refuse its Host.
    if (!hostAllowed(hostname)) return errorAnswer(403, 'FOREIGN_HOST', 'The console answers on localhost, the emulator\'s own host and the hosts it is given only');
    if (rest.startsWith('api/')) return consoleApi(emulator, request, pathname);
    if (method !== 'GET') return undefined;
    if (rest === '' || rest === 'index.html') return staticAsset(dir, 'index.html', csp);
    if (rest.startsWith('assets/')) return (await staticAsset(dir, rest.slice('assets/'.length), csp)) ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return undefined;
  };
}
