// Shared pieces of the browser end-to-end scripts: Debian's Chromium found (or installed), free loopback
// ports, a headless persistent context with the flags this closed network needs, and a process group stopped.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's `chromium` (installed with apt-get when missing and root). */
export function findChromium() {
  const which = (name) => {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined;
    } catch {
      return undefined;
    }
  };
  let path = process.env.CHROMIUM_PATH || which('chromium') || which('chromium-browser');
  if (!path && process.getuid?.() === 0) {
    console.log('e2e: installing chromium with apt-get…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    path = which('chromium');
  }
  if (!path) throw new Error('chromium not found (install the Debian `chromium` package or set CHROMIUM_PATH)');
  return path;
}

/**
 * `count` distinct free ports. The listeners stay open until every port is taken, so the OS
 * cannot hand the same port out twice (CI once got one port for both storefront and emulator).
 */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
  }
}

/** A headless persistent Chromium context with the flags that keep it off the (closed) network. */
export function launchChromium(chromium, executablePath, userDataDir, viewport = { width: 1280, height: 860 }) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport,
  });
}

/** Stops a detached child and its process group: SIGTERM, then SIGKILL after 8 s. */
export async function stopProcessGroup(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 8000))]);
  if (!done) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
}

/**
 * Runs `main`, prints `<label>: N passed, M failed` (a throw from `main` counts as one failure, with its
 * stack) and the failed steps, then exits non-zero on any failure.
 */
export async function runAndReport(label, main, results, artifacts) {
  let fatal;
  await main().catch((error) => {
    fatal = error;
  });
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (fatal ? 1 : 0);
  if (fatal) console.error(`${label}: ${fatal.stack ?? fatal.message}`);
  for (const r of results.filter((x) => !x.ok)) console.log(`  - ${r.name}: ${r.error}`);
  if (existsSync(artifacts)) console.log(`${label}: screenshots and log in ${artifacts}`);
  console.log(`${label}: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** The context's first page with `timeout` for actions and navigations; console errors, page errors and HTTP ≥ 400 go to `note`. */
export async function openPage(context, timeout, note) {
  context.setDefaultTimeout(timeout);
  context.setDefaultNavigationTimeout(timeout);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => m.type() === 'error' && note(`console: ${m.text()}`));
  page.on('pageerror', (e) => note(`pageerror: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && note(`http ${r.status()} ${r.request().method()} ${r.url()}`));
  return page;
}

/**
 * Spawns a detached Node child (its own process group, for `stopProcessGroup`) and resolves `started`
 * with the first group of `ready` once its stdout matches; rejects when it exits first or takes longer
 * than `timeoutMs`. `note` gets every line it prints.
 */
export function startChild(name, args, options, ready, { note = () => {}, timeoutMs = 90_000 } = {}) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stderr.on('data', (c) => {
    out += c;
    note(`${name}!: ${String(c).trimEnd()}`);
  });
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited early (${code}):\n${out}`));
    });
    child.stdout.on('data', (c) => {
      out += c;
      note(`${name}: ${String(c).trimEnd()}`);
      const match = ready.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, started };
}

/**
 * Starts the platform emulator and `next start` through the storefront's demo script (`appDir` is
 * examples/storefront, built); resolves `{ child, shop, emulator }` once both answer. `note` gets its output.
 */
export async function startStorefrontDemo(appDir, note = () => {}) {
  const [port, emulatorPort] = await freePorts(2);
  const { child, started } = startChild(
    'demo',
    [join(appDir, 'scripts', 'start-demo.mjs')],
    { cwd: appDir, env: { ...process.env, PORT: String(port), EMULATOR_PORT: String(emulatorPort) } },
    /Storefront: +(\S+\s+Platform emulator: +\S+)\n/,
    { note },
  );
  try {
    const [shop, emulator] = (await started).split(/\s+Platform emulator: +/);
    return { child, shop, emulator };
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
}

/**
 * axe-core's violations on `page` as it is now (`source` is `require('axe-core').source`): each rule
 * with its impact, how many nodes and the first node's selector.
 */
export async function axeViolations(page, source) {
  // Evaluated over the DevTools protocol: a page's Content-Security-Policy (the console's) does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async () =>
    (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
      id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes.map((node) => node.target.join(' ')).join(', '),
    })),
  );
}

/** True for the violations a page must not have: critical and serious. */
export const blocking = (violation) => violation.impact === 'critical' || violation.impact === 'serious';
