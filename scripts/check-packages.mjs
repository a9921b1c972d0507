#!/usr/bin/env node
// Package checks on the built packages, as consumers get them (the `dist` files, never the
// `@sitekit/source` condition):
// - publint (package.json exports, files, types) and are-the-types-wrong (every entry under node10,
//   node16 from CJS and ESM, and bundler resolution);
// - every entry of every package loads under plain Node, as ESM (`import()`) and as CJS (`require()`);
// - the declarations of every package type-check (`skipLibCheck` off, so a namespace member that
//   lost its type — `declare const x: typeof SomeInterface` — is an error);
// - every declaration file parses on TypeScript 4.8 (the platform's templates pin 4.8.4; a syntax error
//   in a `.d.ts` is one `skipLibCheck` cannot hide), and no optional property of an SDK package's
//   declarations lacks `undefined` (see scripts/optional-undefined.mjs);
// - scripts/consumer (a storefront port naming the types ported code names, and every options function of
//   @sitekit/react passed to the TanStack Query call users pass it to) compiles against the
//   built declarations with TypeScript 4.8, the newest 5.x and 7.x (scripts/compilers), strict with
//   `exactOptionalPropertyTypes`, under moduleResolution bundler (5.0+), node16 and classic node
//   (on 4.8; 7.0 dropped it), and under the `tsconfig.json` that `tsc --init` of 5.9 and 7.0 writes;
// - every package's tarball (`npm pack --dry-run`) holds its README.md, whose "Quick start" has a code
//   block that is compiled (not a fragment: `pnpm check:docs` compiles it against dist);
// - every entry of every package that runs in React Native resolves under Metro's resolver (metro-resolver,
//   as React Native's Metro config sets it up) to the ESM build; the root also with package exports off.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { codeBlocks } from './docs-blocks.mjs';
import { optionalWithoutUndefined, sdkPackages } from './optional-undefined.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (cmd) => join(root, 'node_modules/.bin', cmd);
const publicPackages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);
const only = process.argv.slice(2); // `node scripts/check-packages.mjs core stores`: check these packages only
const selected = only.length ? publicPackages.filter(({ pkg }) => only.includes(pkg.name.replace('@sitekit/', ''))) : publicPackages;

const ts = createRequire(import.meta.url)('typescript');
const compilers = join(root, 'scripts/compilers/node_modules');
const ts48 = createRequire(join(compilers, 'typescript-4.8/package.json'))('typescript-4.8');

/** Syntax errors TypeScript 4.8 finds in the given declaration files. */
function syntaxErrors48(files) {
  return files.flatMap((file) => {
    const source = ts48.createSourceFile(file, readFileSync(file, 'utf8'), ts48.ScriptTarget.Latest, false, ts48.ScriptKind.TS);
    return source.parseDiagnostics.map((d) => {
      const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${relative(root, file)}(${line + 1},${character + 1}): ${ts48.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  });
}

/**
 * Type errors in the given declaration files themselves (`skipLibCheck` off for them only, so a
 * namespace member that lost its type — `declare const x: typeof SomeInterface` — is an error, while
 * third-party declarations they import are not checked).
 */
function declarationErrors(files) {
  const program = ts.createProgram(files, {
    noEmit: true, strict: true, skipLibCheck: false, types: ['node'], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${relative(root, file)}(${line + 1},${character + 1}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  });
}

/**
 * The file Metro picks for `specifier` imported from an app in the consumer folder, resolved as React
 * Native's Metro config sets the resolver up: main fields `react-native`, `browser`, `main`; with
 * package exports, the conditions `react-native`, `require` and `import`.
 */
function metroResolve(specifier, packageExports) {
  const metro = createRequire(import.meta.url)('metro-resolver');
  const lookup = (path) => {
    try {
      const stat = statSync(path);
      return { exists: true, type: stat.isDirectory() ? 'd' : 'f', realPath: realpathSync(path) };
    } catch {
      return { exists: false };
    }
  };
  const readPackage = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const packageFor = (path) => {
    for (let at = dirname(path); at !== dirname(at); at = dirname(at)) {
      if (existsSync(join(at, 'package.json'))) return { rootPath: at, packageJson: readPackage(join(at, 'package.json')), packageRelativePath: relative(at, path) };
    }
    return null;
  };
  const context = {
    allowHaste: false, assetExts: new Set(['png', 'jpg']), customResolverOptions: {}, dev: false, disableHierarchicalLookup: false,
    doesFileExist: (path) => lookup(path).type === 'f', extraNodeModules: null, fileSystemLookup: lookup, getPackage: readPackage,
    getPackageForModule: packageFor, isESMImport: true, mainFields: ['react-native', 'browser', 'main'], nodeModulesPaths: [],
    originModulePath: join(consumer, 'App.js'), preferNativePlatform: true, resolveHasteModule: () => undefined,
    resolveHastePackage: () => undefined, sourceExts: ['js', 'jsx', 'json', 'ts', 'tsx', 'cjs', 'mjs'],
    unstable_conditionNames: ['react-native', 'require', 'import'], unstable_conditionsByPlatform: { web: ['browser'] },
    unstable_enablePackageExports: packageExports, unstable_logWarning: (message) => { throw new Error(message); },
  };
  // resolve() reads each package's own `react-native` map (its main file and subpaths) itself
  const resolution = metro.resolve(context, specifier, 'ios');
  if (resolution.type !== 'sourceFile') throw new Error(`resolved to ${resolution.type}`);
  return realpathSync(resolution.filePath);
}

let failed = 0;
const report = (label, ok, output = '') => {
  failed += ok ? 0 : 1;
  console.log(`${ok ? '✔' : '✖'} ${label}`);
  if (!ok) console.log(output.trim().split('\n').map((l) => `    ${l}`).join('\n'));
};
// The slow, single-threaded checks (publint, attw, each compiler run) are queued and run as many at a time as
// there are cores; their results are reported in the order they were queued, after the others.
const queued = [];
const runLater = (label, cmd, args, cwd) => queued.push({ label, cmd, args, cwd });
async function runQueued() {
  const results = new Array(queued.length);
  let next = 0;
  const worker = async () => {
    while (next < queued.length) {
      const index = next++;
      const { cmd, args, cwd } = queued[index];
      results[index] = await new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ ok: false, output: `${output}${error}` }));
        child.on('close', (code) => resolve({ ok: code === 0, output }));
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  queued.forEach(({ label }, index) => report(label, results[index].ok, results[index].output));
}

// A consumer's node_modules: each public package linked as installed, its own dependencies resolved from its folder.
const consumer = mkdtempSync(join(tmpdir(), 'sitekit-consumer-'));
process.on('exit', () => rmSync(consumer, { recursive: true, force: true }));
mkdirSync(join(consumer, 'node_modules/@sitekit'), { recursive: true });
for (const { dir, pkg } of publicPackages) symlinkSync(dir, join(consumer, 'node_modules', pkg.name), 'dir');
// TanStack Query as an app installs it next to @sitekit/react (its peer): the copy react's build resolves, so one type.
mkdirSync(join(consumer, 'node_modules/@tanstack'));
symlinkSync(realpathSync(join(root, 'packages/react/node_modules/@tanstack/react-query')), join(consumer, 'node_modules/@tanstack/react-query'), 'dir');

for (const { dir, pkg } of selected) {
  runLater(`publint ${pkg.name}`, bin('publint'), ['--strict', '--level', 'warning'], dir);
  runLater(`attw ${pkg.name} (node10, node16 CJS + ESM, bundler)`, bin('attw'), ['--pack', '.', '--format', 'table-flipped', '--quiet'], dir);

  const entries = Object.keys(pkg.exports ?? { '.': null })
    .filter((key) => !key.endsWith('.json'))
    .map((key) => pkg.name + key.slice(1));
  const load = (kind, code) => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: consumer, encoding: 'utf8' });
    report(`node ${kind} loads ${entries.join(', ')}`, r.status === 0, `${r.stdout}${r.stderr}`);
  };
  const specs = JSON.stringify(entries);
  load('ESM import()', `const failures = [];
    for (const s of ${specs}) await import(s).catch((e) => failures.push(\`\${s}: \${e.code ?? ''} \${e.message.split('\\n')[0]}\`));
    if (failures.length) { console.error(failures.join('\\n')); process.exit(1); }`);
  load('CJS require()', `import { createRequire } from 'node:module';
    const require = createRequire(process.cwd() + '/');
    const failures = [];
    for (const s of ${specs}) { try { require(s); } catch (e) { failures.push(\`\${s}: \${e.code ?? ''} \${e.message.split('\\n')[0]}\`); } }
    if (failures.length) { console.error(failures.join('\\n')); process.exit(1); }`);

  if (pkg['react-native']) {
    // without package exports only the root resolves by the `react-native` field (a subpath needs package exports)
    const problems = entries.flatMap((entry) => (entry === pkg.name ? [true, false] : [true]).flatMap((packageExports) => {
      const where = `${entry} (package exports ${packageExports ? 'on' : 'off'})`;
      try {
        const file = metroResolve(entry, packageExports);
        const want = join(dir, 'dist');
        return file.startsWith(`${want}/`) && file.endsWith('.js') ? [] : [`${where}: ${relative(root, file)}, not an ESM build in dist`];
      } catch (error) {
        return [`${where}: ${error.message.split('\n')[0]}`];
      }
    }));
    report(`Metro resolves ${pkg.name}'s entries to its ESM build (the root with package exports on and off)`, !problems.length, problems.join('\n'));
  }

  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  const tarball = packed.status === 0 ? JSON.parse(packed.stdout)[0].files.map((f) => f.path) : [];
  report(`${pkg.name} tarball has README.md`, tarball.includes('README.md'), packed.status === 0 ? `files: ${tarball.length}, no README.md` : packed.stderr);
  const readme = existsSync(join(dir, 'README.md')) ? readFileSync(join(dir, 'README.md'), 'utf8') : '';
  const quickStart = readme.split(/^## /m).find((section) => /^Quick start\b/i.test(section)) ?? '';
  report(`${pkg.name} README has a compiled quick start`, codeBlocks(quickStart).some((block) => !block.fragment),
    'README.md needs a "## Quick start" section with a ```ts or ```tsx block not marked <!-- fragment -->');

  const dist = join(dir, 'dist');
  const declarations = existsSync(dist) ? readdirSync(dist, { recursive: true }).filter((f) => /\.d\.c?ts$/.test(f)).map((f) => join(dist, f)) : [];
  const errors = declarations.length ? declarationErrors(declarations) : [`no declarations in ${relative(root, dist)}: build the package first`];
  report(`declarations of ${pkg.name} type-check`, !errors.length, errors.join('\n'));
  const old = declarations.length ? syntaxErrors48(declarations) : errors;
  report(`declarations of ${pkg.name} parse on TypeScript 4.8`, !old.length, old.join('\n'));
  if (sdkPackages().includes(dir.split('/').pop())) {
    const lacking = declarations.flatMap((file) => optionalWithoutUndefined(file).map(({ line, column, text }) => `${relative(root, file)}(${line},${column}): ${text}`));
    report(`optional properties of ${pkg.name} take undefined`, !lacking.length,
      `${lacking.join('\n')}\n(node scripts/optional-undefined.mjs --fix adds \`| undefined\` in the sources)`);
  }
}

// The consumer file, against dist only, with each compiler under the resolutions ported apps use (bundler
// needs 5.0; 7.0 dropped classic node), and under the config `tsc --init` writes (`"types": []`, `module`
// nodenext, `exactOptionalPropertyTypes`, `verbatimModuleSyntax`: so the ESM file only).
cpSync(join(root, 'scripts/consumer'), consumer, { recursive: true });
writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'sitekit-consumer', private: true, type: 'module' }));
// Classic node once, on 4.8: what it resolves is the same on 5.9 (each 4.8 or 5.9 compile takes ~18 s on a loaded
// 2-core machine, a 7.0 one ~2 s).
const matrix = { '4.8': ['node10', 'node16'], '5.9': ['bundler', 'node16', 'init'], '7.0': ['bundler', 'node16', 'init'] };
for (const [version, configs] of Object.entries(matrix)) {
  const tsc = join(compilers, `typescript-${version}/bin/tsc`);
  const compiler = JSON.parse(readFileSync(join(compilers, `typescript-${version}/package.json`), 'utf8')).version;
  for (const config of configs) {
    if (config === 'init') {
      mkdirSync(join(consumer, `init-${version}`));
      spawnSync(process.execPath, [tsc, '--init'], { cwd: join(consumer, `init-${version}`), encoding: 'utf8' });
      writeFileSync(join(consumer, `tsconfig.init-${version}.json`),
        JSON.stringify({ extends: `./init-${version}/tsconfig.json`, compilerOptions: { noEmit: true }, files: ['storefront.ts', 'query-options.ts'] }));
    }
    const file = config === 'init' ? `tsconfig.init-${version}.json` : `tsconfig.${config}.json`;
    runLater(`consumer file compiles against dist (TypeScript ${compiler}, ${config === 'init' ? 'tsc --init config' : config})`, process.execPath, [tsc, '-p', file], consumer);
  }
}

// Every enumeration (an object whose every value is its key) of every module namespace a package's root (or
// `@sitekit/core/identity`) exports is named as `ns.Enum.` in the consumer file, so a new one is checked too.
const listed = readFileSync(join(consumer, 'storefront.ts'), 'utf8');
const roots = JSON.stringify(publicPackages.map(({ pkg }) => pkg.name).concat('@sitekit/core/identity'));
const enums = spawnSync(process.execPath, ['--input-type=module', '-e', `const names = [];
  for (const spec of ${roots}) for (const [ns, module] of Object.entries(await import(spec))) {
    if (!module || typeof module !== 'object') continue;
    for (const [name, value] of Object.entries(module)) {
      const entries = value && typeof value === 'object' ? Object.entries(value) : [];
      if (entries.length && entries.every(([key, v]) => key === v)) names.push(ns + '.' + name + '.');
    }
  }
  console.log(JSON.stringify(names));`], { cwd: consumer, encoding: 'utf8' });
const unlisted = enums.status === 0 ? JSON.parse(enums.stdout).filter((name) => !listed.includes(name)) : [enums.stderr];
report('consumer file uses every module enumeration as a value and a type', !unlisted.length, `not in scripts/consumer/storefront.ts: ${unlisted.join(' ')}`);

// Every options function @sitekit/react exports (`…QueryOptions`, `…InfiniteQueryOptions`, `…MutationOptions`, from
// either entry) is called in the consumer's query-options.ts, so a new one is held to passing to TanStack Query too.
const optionsUses = readFileSync(join(consumer, 'query-options.ts'), 'utf8');
const reactOptions = spawnSync(process.execPath, ['--input-type=module', '-e', `const names = new Set();
  for (const spec of ['@sitekit/react', '@sitekit/react/options']) for (const [name, value] of Object.entries(await import(spec))) {
    if (typeof value === 'function' && /(QueryOptions|MutationOptions)$/.test(name)) names.add(name);
  }
  console.log(JSON.stringify([...names]));`], { cwd: consumer, encoding: 'utf8' });
const uncalled = reactOptions.status === 0 ? JSON.parse(reactOptions.stdout).filter((name) => !new RegExp(`\\b${name}[<(]`).test(optionsUses)) : [reactOptions.stderr];
report('consumer passes every options function of @sitekit/react to TanStack Query', !uncalled.length, `not called in scripts/consumer/query-options.ts: ${uncalled.join(' ')}`);

await runQueued();
if (failed) { console.error(`check:packages: ${failed} failed`); process.exit(1); }
console.log(`check:packages: ${selected.length} packages ok`);
