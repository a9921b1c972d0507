#!/usr/bin/env node
// `pnpm check:one-core` (and `npm test`): an app carries one copy of core's code, whether it names the packages
// by the platform SDK's names through aliases (`"@wix/sdk": "npm:@sitekit/core"`, `"@wix/stores": …`) or by
// their own (`npm install @sitekit/core @sitekit/stores`), installed with npm, whose node_modules give each name
// a folder of its own (pnpm links an alias and its target to one folder, so it never had two). ADR 0040.
//
// Packs the packages the apps use (and the SiteKit packages those depend on, as the registry would bring them),
// installs them with npm into a temp app, bundles one small entry per case with esbuild (unminified; tree-shaken, and
// not, as Metro bundles by default), and fails when any package's code lands in a bundle from two folders.
// Prints each bundle's bytes and where core's code came from.
//   node scripts/check-one-core.mjs [--from <checkout>]   (another checkout's built packages, for a before/after figure)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { PNPM_VERSION, root, withWorkspaceDependencies, workspacePackages } from './workspace.mjs';

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : root;
const env = { ...process.env, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false' };

/** Each case: the app's dependencies (name → SiteKit package) and its entry. */
const CASES = [
  {
    name: 'aliased app (@wix/sdk, @wix/stores, @wix/ecom → @sitekit/*)',
    aliases: { '@wix/sdk': '@sitekit/core', '@wix/stores': '@sitekit/stores', '@wix/ecom': '@sitekit/ecom' },
    entry: `import { createClient, OAuthStrategy } from '@wix/sdk';
      import { products } from '@wix/stores';
      import { currentCart } from '@wix/ecom';
      export const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: 'x' }) });`,
  },
  {
    name: 'plain app (@sitekit/core, @sitekit/stores, @sitekit/ecom)',
    aliases: { '@sitekit/core': '@sitekit/core', '@sitekit/stores': '@sitekit/stores', '@sitekit/ecom': '@sitekit/ecom' },
    entry: `import { createClient, OAuthStrategy } from '@sitekit/core';
      import { products } from '@sitekit/stores';
      import { currentCart } from '@sitekit/ecom';
      export const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: 'x' }) });`,
  },
];

const packages = workspacePackages(from);
const manifest = (name) => packages.get(name).manifest;
/** The SiteKit packages `names` need, with the SiteKit packages they depend on (what the registry would bring). */
const withDependencies = (names) => withWorkspaceDependencies(packages, names);

const run = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`);
    console.error(`✖ ${cmd} ${args.join(' ')} failed in ${cwd}`);
    process.exit(r.status || 1);
  }
  return r.stdout;
};

const work = mkdtempSync(join(tmpdir(), 'sitekit-one-core-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

// pnpm packs: it writes each `workspace:` range as the real version, as the release does.
const needed = withDependencies(CASES.flatMap(({ aliases }) => Object.values(aliases)));
const missing = needed.filter((name) => !existsSync(join(packages.get(name).dir, 'dist')));
if (missing.length) {
  console.error(`✖ build first (no dist): ${missing.join(', ')}`);
  process.exit(1);
}
const packs = join(work, 'packs');
run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...needed.flatMap((name) => ['--filter', name]), 'pack', '--pack-destination', packs], from);
const tarball = (name) => {
  const file = readdirSync(packs).find((f) => f === `${name.slice(1).replace('/', '-')}-${manifest(name).version}.tgz`);
  if (!file) throw new Error(`no tarball for ${name} in ${readdirSync(packs).join(', ')}`);
  return `file:${join(packs, file)}`;
};

/**
 * Bundles `entry` in `app` (unminified) and groups the files the bundler read by the package they belong to (its
 * package.json name) and the folder it sits in: `twice` lists the packages whose code comes from two folders.
 */
async function bundle(app, entry, treeShaking) {
  const result = await build({
    stdin: { contents: entry, resolveDir: app, loader: 'js' }, absWorkingDir: app, treeShaking,
    bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, metafile: true, logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  // every file the bundler read (paths relative to the app), with the bytes it put in the bundle (none: re-exports only)
  const output = Object.values(result.metafile.outputs)[0].inputs;
  const byPackage = new Map(); // name → Map(folder → bytes)
  for (const path of Object.keys(result.metafile.inputs)) {
    const parts = path.split(/[\\/]/);
    const at = parts.lastIndexOf('node_modules');
    if (at < 0) continue;
    const folder = parts.slice(0, at + (parts[at + 1].startsWith('@') ? 3 : 2)).join(sep);
    const name = JSON.parse(readFileSync(join(app, folder, 'package.json'), 'utf8')).name;
    if (!byPackage.has(name)) byPackage.set(name, new Map());
    const sizes = byPackage.get(name);
    sizes.set(folder, (sizes.get(folder) ?? 0) + (output[path]?.bytesInOutput ?? 0));
  }
  return {
    figures: `${(code.length / 1024).toFixed(1)} KB, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    core: [...byPackage].filter(([name]) => name.startsWith('@sitekit/core'))
      .flatMap(([name, sizes]) => [...sizes].map(([folder, bytes]) => `${name} from ${folder.replace(/^node_modules[\\/]/, '')}: ${(bytes / 1024).toFixed(1)} KB`)),
    // a folder whose files only re-export (`@sitekit/core`: `export *`) adds no bytes: it is no copy
    twice: [...byPackage].filter(([, sizes]) => [...sizes.values()].filter((bytes) => bytes > 0).length > 1),
  };
}

// One app holds both cases' names (a bundle reads only what its entry imports): one `npm install`. A SiteKit
// dependency of an aliased package comes from the registry under its own name; here, from its tarball.
const app = join(work, 'app');
mkdirSync(app);
const dependencies = Object.fromEntries(CASES.flatMap(({ aliases }) => [
  ...Object.entries(aliases).map(([name, target]) => [name, tarball(target)]),
  ...withDependencies(Object.values(aliases)).map((name) => [name, tarball(name)]),
]));
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module', dependencies }, null, 2));
run('npm', ['install', '--ignore-scripts', '--prefer-offline', '--no-package-lock'], app);

let failed = 0;
for (const test of CASES) {
  for (const treeShaking of [true, false]) {
    const { figures, core, twice } = await bundle(app, test.entry, treeShaking);
    failed += twice.length ? 1 : 0;
    console.log(`${twice.length ? '✖' : '✔'} ${test.name}, ${treeShaking ? 'tree-shaken' : 'not tree-shaken (as Metro bundles by default)'}: ${figures}`);
    for (const line of core) console.log(`    core: ${line}`);
    for (const [name, sizes] of twice) console.log(`    ${name} is bundled from ${sizes.size} folders: ${[...sizes.keys()].join(', ')}`);
  }
}
if (failed) { console.error(`check:one-core: ${failed} bundle(s) carry a package twice`); process.exit(1); }
console.log('check:one-core: each app carries one copy of core');
