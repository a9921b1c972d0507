// One server process of the multi-process test (scripts/scale.mjs): the built @sitekit/next handlers a
// storefront mounts (middleware, session, login, callback, logout) on a plain Node HTTP server, sharing
// sessions through Redis. Env: PORT, SITEKIT_HOST (the emulator), REDIS_URL, SCALE_NAME, SCALE_STORE.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const nextPackage = fileURLToPath(new URL('../packages/next/package.json', import.meta.url));
const require = createRequire(nextPackage);
const load = (path) => import(pathToFileURL(fileURLToPath(new URL(`../packages/next/dist/${path}`, import.meta.url))).href);
const [{ defineSiteKit, siteKitMiddleware, readSession }, server, { createRedisSessionStore }, { NextRequest }, { createClient }] = await Promise.all([
  load('index.js'), load('server.js'), load('redis.js'), import(pathToFileURL(require.resolve('next/server.js')).href), import(pathToFileURL(require.resolve('redis')).href),
]);

const name = process.env.SCALE_NAME ?? 'app';
// The app's own client, as an app creates it: node-redis defaults (offline queue, reconnecting).
const redis = await createClient({ url: process.env.REDIS_URL }).connect();
let sessionsLost = 0;
const siteKit = defineSiteKit({
  clientId: 'scale-app',
  // SCALE_STORE=memory: each process on its own (the control run, which must fail the checks).
  ...(process.env.SCALE_STORE === 'memory' ? {} : { renewals: createRedisSessionStore(redis, { clientId: 'scale-app' }) }),
  onSessionLost: () => void (sessionsLost += 1),
});

const routes = {
  'GET /api/sitekit/session': server.sessionRoute(siteKit).GET,
  'GET /api/auth/login': server.loginRoute(siteKit).GET,
  'GET /api/auth/callback': server.callbackRoute(siteKit).GET,
  'POST /api/auth/logout': server.logoutRoute(siteKit).POST,
  // A server-rendered page: the middleware, then the page reads the session the middleware forwarded.
  'GET /page': async (request) => {
    const response = await siteKitMiddleware(siteKit, new NextRequest(request));
    const forwarded = response.headers.get('x-middleware-request-cookie') ?? request.headers.get('cookie') ?? '';
    const cookies = new Map(forwarded.split(/;\s*/).map((pair) => pair.split('=')).map(([key, ...rest]) => [key, decodeURIComponent(rest.join('='))]));
    const session = readSession(siteKit, { get: (key) => (cookies.has(key) ? { value: cookies.get(key) } : undefined) });
    const page = Response.json({ role: session?.tokens.refreshToken.role ?? null });
    for (const cookie of response.headers.getSetCookie()) page.headers.append('set-cookie', cookie);
    return page;
  },
  'GET /_stats': async () => Response.json({ sessionsLost }),
};

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const handler = routes[`${req.method} ${url.pathname}`];
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    // A plain Request: NextRequest would report 127.0.0.1 as localhost, which the same-origin check of logout refuses.
    const response = handler ? await handler(new Request(url, { method: req.method, headers })) : new Response('Not found', { status: 404 });
    const out = { 'x-scale-process': name };
    response.headers.forEach((value, key) => key !== 'set-cookie' && (out[key] = value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(`${name}: ${error?.stack ?? error}`);
    res.writeHead(500).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`${name} ready`));
