#!/usr/bin/env node
// A newcomer, run in CI: follows docs/guides/getting-started.md literally in an empty folder. It packs
// every package (`npm run pack`), then runs the guide's ```sh blocks line by line and writes its ```ts
// blocks named by a first-line comment (`// storefront.ts`), in the order the guide gives them. Three
// things differ from a person at a terminal, and only these: `npm install` of an `@sitekit/*` name takes
// that package's tarball, and the tarballs of the SiteKit packages it depends on that the command does not name
// (`@sitekit/core-runtime`: the registry would bring them; nothing is on it before the first release, as the guide says); the
// emulator, which the guide starts "in another terminal", runs in the background on a free port, and
// the guide's `127.0.0.1:4010` is read as that port; the run's output is checked against the guide's
// ```text block (`…` stands for any text). Then the same program runs without a client id and must fail
// with an error that names it. Every command runs with the registry's newest TypeScript, tsx and
// @types/node, as a newcomer's would.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from './e2e-support.mjs';
import { root, withWorkspaceDependencies, workspacePackages } from './workspace.mjs';

const guide = readFileSync(join(root, 'docs/guides/getting-started.md'), 'utf8');
const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? '✓' : '✖'} ${name}${ok || !detail ? '' : `\n${detail}`}`);
};

/** The guide's fenced blocks in order: `sh` commands, named `ts` files and `text` outputs. */
function guideBlocks(text) {
  const blocks = [];
  const fence = /^```(sh|ts|text)\n([\s\S]*?)^```$/gm;
  for (let match; (match = fence.exec(text)); ) blocks.push({ lang: match[1], body: match[2] });
  return blocks;
}

/** The guide's expected output as a pattern: lines in order, `…` for any text. */
const expected = (text) =>
  new RegExp(text.trim().split('\n').map((line) => line.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')).join('\\n'));

console.log('▶ npm run pack');
const pack = spawnSync(process.execPath, [join(root, 'scripts/pack.mjs')], { encoding: 'utf8' });
if (pack.status !== 0) {
  console.error(`${pack.stdout}${pack.stderr}`);
  process.exit(1);
}
const packs = join(root, 'packs');
const tarballs = Object.fromEntries(readdirSync(packs).map((file) => [/^sitekit-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file)?.[1], join(packs, file)]));
const packages = workspacePackages();
/** The SiteKit packages `names` depend on (all the way down) and do not include. */
const broughtBy = (names) => withWorkspaceDependencies(packages, names).filter((name) => !names.includes(name));

const [port] = await freePorts(1);
const home = mkdtempSync(join(tmpdir(), 'sitekit-newcomer-'));
let cwd = home;
let emulator;
let outputs = []; // what the lines since the last ```text block printed
const env = { ...process.env, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false' };
delete env.SITEKIT_HOST;
delete env.NEXT_PUBLIC_SITEKIT_HOST;
delete env.SITEKIT_CLIENT_ID;

/** One command line of the guide, as a person would type it (with the differences named above). */
async function run(line) {
  let command = line.replace(/127\.0\.0\.1:4010/g, `127.0.0.1:${port}`);
  if (/^npm install\b/.test(command)) {
    const named = [...command.matchAll(/@sitekit\/[\w-]+/g)].map(([name]) => name);
    command = command.replace(/@sitekit\/([\w-]+)/g, (name, short) => tarballs[short] ?? name);
    for (const name of broughtBy(named)) command += ` ${tarballs[name.slice('@sitekit/'.length)]}`;
  }
  if (/^npx sitekit-emulator\b/.test(command)) {
    emulator = spawn('sh', ['-c', `${command} --port ${port}`], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let said = '';
    emulator.stdout.on('data', (chunk) => (said += chunk));
    const deadline = Date.now() + 60_000;
    while (!said.includes(`http://127.0.0.1:${port}`)) {
      if (Date.now() > deadline || emulator.exitCode !== null) throw new Error(`the emulator did not start:\n${said}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    check(`${line} (started on port ${port})`, true);
    return;
  }
  // `cd` changes the folder of the next lines, as in a terminal.
  const parts = command.split(/\s*&&\s*/);
  for (const part of parts) {
    const cd = /^cd (\S+)$/.exec(part);
    if (cd) {
      cwd = join(cwd, cd[1]);
      continue;
    }
    const result = spawnSync('bash', ['-c', part], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const output = `${result.stdout}${result.stderr}`;
    outputs.push(output);
    check(`${part}`, result.status === 0, output.trim().split('\n').slice(-40).join('\n'));
    if (result.status !== 0) throw new Error(`the guide's command failed: ${part}`);
  }
}

try {
  for (const block of guideBlocks(guide)) {
    if (block.lang === 'sh') {
      for (const line of block.body.split('\n').map((text) => text.replace(/\s+#.*$/, '').trim()).filter((text) => text && !text.startsWith('#'))) {
        await run(line);
      }
    } else if (block.lang === 'ts') {
      const name = /^\/\/ ([\w.-]+\.ts)\n/.exec(block.body)?.[1];
      if (name) writeFileSync(join(cwd, name), block.body);
    } else if (block.lang === 'text') {
      // the guide's emulator address, read as the port the emulator runs on here (as for the commands)
      const shown = block.body.replace(/127\.0\.0\.1:4010/g, `127.0.0.1:${port}`);
      check('a command prints what the guide shows', outputs.some((output) => expected(shown).test(output)), `expected:\n${shown}\ngot:\n${outputs.join('\n')}`);
      outputs = [];
    }
  }
  // The same program without a client id: an error that names the setting, and no request.
  const noClientId = spawnSync('bash', ['-c', `SITEKIT_HOST=http://127.0.0.1:${port} npx tsx storefront.ts`], { cwd, env, encoding: 'utf8' });
  const said = `${noClientId.stdout}${noClientId.stderr}`;
  check('without SITEKIT_CLIENT_ID the run fails naming clientId and SITEKIT_CLIENT_ID', noClientId.status !== 0 && said.includes('"clientId" is missing') && said.includes('SITEKIT_CLIENT_ID'), said);
  const typescript = JSON.parse(readFileSync(join(cwd, 'node_modules/typescript/package.json'), 'utf8')).version;
  console.log(`newcomer: TypeScript ${typescript}, Node ${process.version}, folder ${cwd}`);
} catch (error) {
  results.push(false);
  console.error(`✖ ${error.message}`);
} finally {
  if (emulator?.pid) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
const failed = results.filter((ok) => !ok).length;
console.log(`\nnewcomer: ${results.length - failed} passed, ${failed} failed`);
if (!failed) rmSync(home, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
