import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_HEADERS } from './answers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A built asset's file name: one segment, no dot first, so no path can leave the assets folder. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * The console page's Content-Security-Policy: its own scripts, styles and API only; images also from
 * the emulator's public URL (file previews) and `data:`; never framed.
 */
export function consoleCsp(imageOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the built console lives: `dist/console` beside the built server, or the package's `dist/console` from sources. */
export function defaultConsoleDir(): string {
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'console'), join(here, '..', '..', 'dist', 'console')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? join(here, 'console');
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>SiteKit emulator console</title>
<p>The console is not built. Run <code>pnpm --filter @sitekit/emulator build</code>.</p>`;

/** The console's page (`index.html`) or one of its built assets; `undefined` for an unknown asset. */
export async function staticAsset(dir: string, name: string, csp: string): Promise<Response | undefined> {
  const isPage = name === 'index.html';
  if (!isPage && !ASSET_NAME.test(name)) return undefined;
  const file = isPage ? join(dir, 'index.html') : join(dir, 'assets', name);
  const bytes = await readFile(file).catch(() => undefined);
  const headers: Record<string, string> = { ...CONSOLE_HEADERS, 'content-security-policy': csp };
  if (!bytes) {
    return isPage ? new Response(NOT_BUILT, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } }) : undefined;
  }
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  // Built asset names carry a content hash: they never change, so they may be cached for good.
  const cache = isPage ? 'no-store' : 'public, max-age=31536000, immutable';
  return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-type': type, 'cache-control': cache } });
}
