/**
 * Where the storefront's platform lives, read from the environment at runtime (never at build time,
 * so one `next build` serves any emulator port):
 * - default: the local `@sitekit/emulator` (`SITEKIT_HOST`, default http://127.0.0.1:4010) with a demo client id;
 * - `SITEKIT_CLIENT_ID` set and no `SITEKIT_HOST`: the real platform.
 */
export const DEMO_CLIENT_ID = 'sitekit-demo-storefront';
export const DEFAULT_EMULATOR_HOST = 'http://127.0.0.1:4010';
/** Same-origin prefix the proxy rewrites to the emulator, so browser calls need no CORS. */
export const PLATFORM_PREFIX = '/_platform';
export const PLATFORM_MEDIA_BASE = 'https://static.wixstatic.com/media';

export interface PlatformSettings {
  clientId: string;
  /** The platform host for server-side calls; `undefined` is the real platform. */
  host: string | undefined;
  /** True when running on the emulator. */
  emulator: boolean;
}

export function platformSettings(): PlatformSettings {
  const clientId = process.env.SITEKIT_CLIENT_ID || undefined;
  const host = process.env.SITEKIT_HOST || (clientId ? undefined : DEFAULT_EMULATOR_HOST);
  return { clientId: clientId ?? DEMO_CLIENT_ID, host: host?.replace(/\/+$/, ''), emulator: Boolean(host) };
}

/** What the browser needs to build its own client (no secrets). */
export interface BrowserSettings {
  clientId: string;
  /** Same-origin `/_platform` on the emulator; `undefined` sends browser calls to the real platform. */
  platformPath: string | undefined;
  /** Base for `wix:image://` ids. */
  mediaBase: string;
  emulator: boolean;
}

export function browserSettings(): BrowserSettings {
  const settings = platformSettings();
  return {
    clientId: settings.clientId,
    platformPath: settings.emulator ? PLATFORM_PREFIX : undefined,
    mediaBase: settings.emulator ? `${PLATFORM_PREFIX}/media` : PLATFORM_MEDIA_BASE,
    emulator: settings.emulator,
  };
}
