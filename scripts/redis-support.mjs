// A real redis-server for tests and scripts: Debian's `redis-server` found (or installed with apt-get
// when missing and root), started on a free loopback port with no persistence, and stopped.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, stopProcessGroup } from './e2e-support.mjs';

/** The redis-server binary: `REDIS_SERVER_PATH`, else Debian's `redis-server` (installed with apt-get when missing and root). */
export function findRedisServer() {
  const which = () => {
    try {
      return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || undefined;
    } catch {
      return undefined;
    }
  };
  let path = process.env.REDIS_SERVER_PATH || which();
  if (!path && process.getuid?.() === 0) path = installOnce(which);
  if (!path) throw new Error('redis-server not found (install the Debian `redis-server` package or set REDIS_SERVER_PATH)');
  return path;
}

/**
 * Installs Debian's redis-server with apt-get, once: test files running in parallel each ask, and apt
 * takes one at a time, so the first takes a lock directory and the others wait for it (at most 10 min).
 */
function installOnce(which) {
  const lock = join(tmpdir(), 'sitekit-redis-install.lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const until = Date.now() + 600_000; Date.now() < until; Atomics.wait(pause, 0, 0, 500)) {
    try {
      mkdirSync(lock);
    } catch {
      continue; // another process installs
    }
    try {
      if (!which()) {
        console.log('redis: installing redis-server with apt-get…');
        const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
        execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
        execFileSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'inherit', env });
      }
      return which();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return which();
}

/**
 * Starts redis-server on a free 127.0.0.1 port, or on `port` (a restart where an earlier one listened),
 * with no RDB/AOF files and its own temporary directory (and `args`, more command-line options), resolved once it accepts connections. `stop()`
 * ends it (SIGTERM, then SIGKILL) and removes the directory.
 */
export async function startRedis({ attempts = 3, port: fixed, args = [] } = {}) {
  const binary = findRedisServer();
  for (let attempt = 1; ; attempt++) {
    const [port] = fixed ? [fixed] : await freePorts(1);
    const dir = mkdtempSync(join(tmpdir(), 'sitekit-redis-'));
    const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const ready = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      const read = (chunk) => {
        log += chunk;
        if (/Ready to accept connections/.test(log)) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    const stop = async () => {
      await stopProcessGroup(child);
      rmSync(dir, { recursive: true, force: true });
    };
    if (ready) return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop };
    await stop();
    if (attempt >= attempts) throw new Error(`redis-server did not start on port ${port}:\n${log.slice(-2000)}`);
  }
}
