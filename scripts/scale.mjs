#!/usr/bin/env node
/**
 * Several server processes, one session (`pnpm test:scale`): the platform emulator, a real redis-server
 * and three Node processes serving the same @sitekit/next handlers (scripts/scale-app.mjs) behind a
 * round-robin, all on loopback ports from the OS. Needs the built packages (`pnpm build`).
 *
 * 1. 200 requests (at most 20 at a time) carrying one expired member session: exactly one refresh-token
 *    grant reaches the emulator, every response keeps the member, every cookie written holds the same
 *    renewed session.
 * 2. A logout in one process while renewals of that session run in the others: no request sent after the
 *    logout acts as the member, and the browser's cookies, applied in the order responses arrive, end
 *    logged out.
 * 3. The fault run: check 1 again with Redis killed while the renewal is in flight and restarted (empty,
 *    on the same port) during the 200 requests: still one refresh grant, every response keeps the member.
 * 4. Redis killed mid-burst: every request answers, no member is lost, each process warns once.
 *
 * Prints two lines, `scale: P processes, N requests, refresh grants G, members kept K/N, logout held yes|no`
 * and the fault run's `scale (Redis killed and restarted mid-renewal): …` beside it, and exits non-zero when
 * any check fails (the failures go to stderr first).
 */
import { spawn } from 'node:child_process';
import { request as httpRequest, createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePorts, stopProcessGroup } from './e2e-support.mjs';
import { startRedis } from './redis-support.mjs';

const PROCESSES = 3;
const REQUESTS = 200;
const CONCURRENCY = 20;
const failures = [];
const check = (ok, message) => ok || failures.push(message);
const stops = [];

const emulatorModule = pathToFileURL(fileURLToPath(new URL('../packages/emulator/dist/server.js', import.meta.url))).href;
const { startEmulator } = await import(emulatorModule);
const { DEMO_MEMBER } = await import(emulatorModule.replace(/server\.js$/, 'index.js'));

/** A round-robin HTTP proxy in front of the app processes. */
function roundRobin(ports) {
  let next = 0;
  const front = createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = httpRequest({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(front)));
}

/** Starts one app process; resolves once it listens. Its stderr is kept (warnings are counted there). */
function startApp(name, port, env) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./scale-app.mjs', import.meta.url))], {
    detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, PORT: String(port), SCALE_NAME: name },
  });
  const app = { name, child, stderr: '' };
  child.stderr.on('data', (chunk) => void (app.stderr += chunk));
  stops.push(() => stopProcessGroup(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(`${name} ready`)) resolve(app);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening:\n${app.stderr.slice(-2000)}`)));
  });
}

// A browser's cookies for the front: `jar.header()` to send, `jar.apply(response)` to store what it set.
function cookieJar(initial = new Map()) {
  const cookies = new Map(initial);
  return {
    cookies,
    header: () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
    apply(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const [key, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
        if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') cookies.delete(key);
        else cookies.set(key, value);
      }
    },
  };
}
const sessionIn = (value) => (value ? JSON.parse(decodeURIComponent(value)) : undefined);
const written = (response) => response.headers.getSetCookie().filter((c) => c.startsWith('sitekit_session=')).map((c) => c.split(';')[0].slice('sitekit_session='.length)).filter(Boolean);

/** Requests with at most `CONCURRENCY` in flight; each result: process, role, cookies written, send/arrival order. */
async function burst(front, count, cookie, onAnswer = () => {}) {
  const results = [];
  let sent = 0;
  let arrived = 0;
  const worker = async () => {
    while (sent < count) {
      const index = sent++;
      const path = index % 2 ? '/page' : '/api/sitekit/session';
      const response = await fetch(`${front}${path}`, { headers: { cookie } });
      const body = await response.json().catch(() => ({}));
      const result = { index, status: response.status, process: response.headers.get('x-scale-process'), role: body.role, cookies: written(response), arrival: arrived++, response };
      results.push(result);
      onAnswer(result, results);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results.sort((a, b) => a.index - b.index);
}

/** A member logged in through the front (hosted login on the emulator), with an expired access token. */
async function expiredMember(front) {
  const jar = cookieJar();
  const start = await fetch(`${front}/api/auth/login?returnTo=/`, { redirect: 'manual' });
  jar.apply(start);
  const loginPage = new URL(start.headers.get('location'));
  const form = new URLSearchParams({ session: loginPage.searchParams.get('session'), email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  const submitted = await fetch(`${loginPage.origin}/_emulator/oauth/authorize`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const back = new URL(submitted.headers.get('location'));
  const callback = await fetch(`${front}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.apply(callback);
  const session = sessionIn(jar.cookies.get('sitekit_session'));
  if (session?.tokens.refreshToken.role !== 'member') throw new Error(`login failed (${callback.status})`);
  session.tokens.accessToken.expiresAt = Math.floor(Date.now() / 1000) - 60;
  jar.cookies.set('sitekit_session', encodeURIComponent(JSON.stringify(session)));
  return { jar, session };
}

const refreshGrants = (emulator) => emulator.requests.filter((r) => r.url.endsWith('/oauth2/token') && r.body?.grantType === 'refresh_token').length;

async function main() {
  const platform = await startEmulator({ port: 0 });
  stops.push(() => platform.close());
  const redis = await startRedis();
  stops.push(() => redis.stop());
  const ports = await freePorts(PROCESSES);
  const apps = await Promise.all(ports.map((port, i) => startApp(`p${i + 1}`, port, { SITEKIT_HOST: platform.url, REDIS_URL: redis.url })));
  const proxy = await roundRobin(ports);
  stops.push(() => new Promise((resolve) => proxy.close(resolve)));
  const front = `http://127.0.0.1:${proxy.address().port}`;
  const { emulator } = platform;
  emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 150 }); // renewals stay in flight while others arrive

  // 1. One expired member session, 200 requests over three processes.
  const one = await expiredMember(front);
  emulator.clearRequests();
  const first = await burst(front, REQUESTS, one.jar.header());
  const grants = refreshGrants(emulator);
  const kept = first.filter((r) => r.status === 200 && r.role === 'member').length;
  const renewed = new Set(first.flatMap((r) => r.cookies).map((value) => JSON.stringify(sessionIn(value).tokens)));
  const [tokens] = [...renewed].map((value) => JSON.parse(value));
  check(grants === 1, `phase 1: ${grants} refresh-token grants reached the emulator (expected 1)`);
  check(kept === REQUESTS, `phase 1: ${REQUESTS - kept} of ${REQUESTS} responses lost the member`);
  // One renewed member session in every cookie: a new access token (the refresh token stays valid across
  // renewals on the platform, so it may come back the same).
  check(renewed.size === 1 && tokens.accessToken.value !== one.session.tokens.accessToken.value && tokens.refreshToken.role === 'member',
    `phase 1: the cookies written hold ${renewed.size} different sessions (expected the one renewed member session)`);
  check(new Set(first.map((r) => r.process)).size === PROCESSES, 'phase 1: not every process answered');

  // 2. A logout in one process while renewals of the same session run in the others.
  const two = await expiredMember(front);
  const browser = cookieJar(two.jar.cookies);
  let arrived = [];
  const renewals = burst(front, 60, two.jar.header(), (result, results) => void (arrived = results));
  await new Promise((resolve) => setTimeout(resolve, 50)); // the renewal of the expired session is in flight (150 ms)
  const logout = await fetch(`${front}/api/auth/logout`, { method: 'POST', headers: { cookie: two.jar.header(), origin: front, accept: 'application/json' } });
  const logoutArrival = arrived.length;
  const during = (await renewals).sort((a, b) => a.arrival - b.arrival);
  // The browser applies every Set-Cookie in the order the responses arrive.
  for (const result of during.filter((r) => r.arrival < logoutArrival)) browser.apply(result.response);
  browser.apply(logout);
  for (const result of during.filter((r) => r.arrival >= logoutArrival)) browser.apply(result.response);
  const after = await burst(front, 20, two.jar.header()); // tabs still sending the old cookies
  const final = await (await fetch(`${front}/api/sitekit/session`, { headers: { cookie: browser.header() } })).json();
  const memberAfter = after.filter((r) => r.role === 'member' || r.cookies.some((value) => sessionIn(value).tokens.refreshToken.role === 'member'));
  const logoutHeld = memberAfter.length === 0 && final.role !== 'member';
  check(memberAfter.length === 0, `phase 2: ${memberAfter.length} requests sent after the logout still acted as the member`);
  check(final.role !== 'member', 'phase 2: the browser ended with the member session written back');

  // 3. The fault run: Redis killed while the renewal is in flight (150 ms), restarted empty on its port.
  const faulted = await expiredMember(front);
  for (const app of apps) app.mark = app.stderr.length;
  emulator.clearRequests();
  let restarted;
  const restart = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    process.kill(redis.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 150));
    restarted = await startRedis({ port: redis.port });
    stops.push(() => restarted.stop());
  })();
  const faultRun = await burst(front, REQUESTS, faulted.jar.header());
  await restart;
  const fault = { grants: refreshGrants(emulator), kept: faultRun.filter((r) => r.status === 200 && r.role === 'member').length };
  check(fault.grants === 1, `fault run: ${fault.grants} refresh-token grants reached the emulator (expected 1)`);
  check(fault.kept === REQUESTS, `fault run: ${REQUESTS - fault.kept} of ${REQUESTS} responses lost the member`);
  const killedPid = restarted.pid;
  for (const app of apps) {
    const warnings = app.stderr.slice(app.mark).split('\n').filter((line) => /Redis session store is unreachable/.test(line)).length;
    check(warnings <= 1, `fault run: ${app.name} logged ${warnings} warnings for one outage`);
    app.mark = app.stderr.length; // the next phase counts its own warnings
  }

  // 4. Redis killed mid-burst: each process has answered, then Redis goes; the rest keeps answering.
  const three = await expiredMember(front);
  const answeredBy = new Set();
  let killed = false;
  const third = await burst(front, REQUESTS, three.jar.header(), (result) => {
    answeredBy.add(result.process);
    if (!killed && answeredBy.size === PROCESSES) {
      killed = true;
      process.kill(killedPid, 'SIGKILL');
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the last reconnect attempts log
  check(killed, 'phase 4: Redis was never killed');
  check(third.every((r) => r.status === 200), `phase 4: ${third.filter((r) => r.status !== 200).length} requests failed after Redis went away`);
  const lost = third.filter((r) => r.role !== 'member').length;
  check(lost === 0, `phase 4: ${lost} of ${REQUESTS} responses lost the member after Redis went away`);
  for (const app of apps) {
    const logged = app.stderr.slice(app.mark);
    const warnings = logged.split('\n').filter((line) => /Redis session store is unreachable/.test(line)).length;
    check(warnings === 1, `phase 4: ${app.name} logged ${warnings} warnings (expected 1)`);
    const other = app.stderr.split('\n').filter((line) => line.trim() && !/Redis session store is unreachable/.test(line));
    check(other.length === 0, `phase 4: ${app.name} logged errors:\n${other.slice(0, 5).join('\n')}`);
  }
  return { grants, kept, logoutHeld, fault };
}

let summary = { grants: 0, kept: 0, logoutHeld: false, fault: { grants: 0, kept: 0 } };
try {
  summary = await main();
} catch (error) {
  failures.push(`scale: ${error?.stack ?? error}`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
for (const failure of failures) console.error(`✖ ${failure}`);
console.log(`scale: ${PROCESSES} processes, ${REQUESTS} requests, refresh grants ${summary.grants}, members kept ${summary.kept}/${REQUESTS}, logout held ${summary.logoutHeld ? 'yes' : 'no'}`);
console.log(`scale (Redis killed and restarted mid-renewal): ${PROCESSES} processes, ${REQUESTS} requests, refresh grants ${summary.fault.grants}, members kept ${summary.fault.kept}/${REQUESTS}`);
process.exit(failures.length ? 1 : 0);
