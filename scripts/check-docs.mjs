#!/usr/bin/env node
// `pnpm check:docs` (and `npm test`): every ```ts / ```tsx block of the README files (root and
// packages/*/README.md) and of docs/**/*.md compiles against the BUILT packages, as a consumer file
// of its own (moduleResolution bundler, strict, `dist` declarations only, like scripts/consumer).
//
// A block that is only a fragment (a signature, a line out of a larger file, pseudo-code) says so with
// the line `<!-- fragment -->` right before its fence and is skipped. Every other block is a whole
// module: it imports what it uses; top-level await is fine. A block whose first line is a file name
// comment (`// app/providers.tsx`, `// src/sitekit.ts`) is written at that path, so the other blocks
// of the same Markdown file can import it relatively (`import { siteKit } from '../src/sitekit'`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { codeBlocks, FRAGMENT } from './docs-blocks.mjs';

const root = new URL('..', import.meta.url).pathname;

/** The Markdown files whose blocks are compiled. */
function markdownFiles() {
  const packageReadmes = readdirSync(join(root, 'packages'))
    .map((dir) => join(root, 'packages', dir, 'README.md'))
    .filter((file) => existsSync(file));
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'), { recursive: true }).filter((f) => f.endsWith('.md')).map((f) => join(root, 'docs', f))
    : [];
  return [join(root, 'README.md'), ...packageReadmes, ...docs];
}

const consumer = mkdtempSync(join(tmpdir(), 'sitekit-docs-blocks-'));
process.on('exit', () => rmSync(consumer, { recursive: true, force: true }));

// node_modules as an app has it: the public packages as installed (their `dist`), and the frameworks
// the guides use from the example storefront's dependencies.
const link = (name, target) => {
  mkdirSync(dirname(join(consumer, 'node_modules', name)), { recursive: true });
  symlinkSync(target, join(consumer, 'node_modules', name), 'dir');
};
for (const dir of readdirSync(join(root, 'packages'))) {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  if (!pkg.private) link(pkg.name, join(root, 'packages', dir));
}
const storefrontModules = join(root, 'examples/storefront/node_modules');
for (const name of ['react', 'react-dom', 'next', '@tanstack/react-query', '@types/react', '@types/react-dom']) link(name, join(storefrontModules, name));
link('redis', join(root, 'packages/next/node_modules/redis')); // @sitekit/next/redis's peer, for the several-instances docs
link('@types/node', join(root, 'node_modules/@types/node'));
// The platform's own SDK, for the guide on using the emulator from it (dev dependencies of packages/compat only).
const compatModules = join(root, 'packages/compat/node_modules');
for (const name of ['@wix/sdk', '@wix/stores', '@wix/ecom']) link(name, join(compatModules, name));
link('vitest', join(root, 'node_modules/vitest'));

const files = [];
const origins = new Map();
let skipped = 0;
for (const markdown of markdownFiles()) {
  const folder = `blocks/${relative(root, markdown).replace(/[^\w]+/g, '_')}`;
  for (const block of codeBlocks(readFileSync(markdown, 'utf8'))) {
    if (block.fragment) { skipped++; continue; }
    const named = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.tsx?)(\s|$)/.exec(block.code)?.[1];
    const file = `${folder}/${named && !named.split('/').includes('..') ? named : `block_L${block.line}.${block.tsx ? 'tsx' : 'ts'}`}`;
    if (origins.has(file)) { console.error(`check:docs: ${origins.get(file)} and line ${block.line} both write ${file}`); process.exit(1); }
    // `export {}` makes every block a module of its own (its names and top-level await stay in it).
    mkdirSync(dirname(join(consumer, file)), { recursive: true });
    writeFileSync(join(consumer, file), `${block.code}\nexport {};\n`);
    files.push(file);
    origins.set(file, `${relative(root, markdown)}:${block.line}`);
  }
}

writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'sitekit-docs-blocks', private: true, type: 'module' }));
writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({
  compilerOptions: {
    target: 'es2022', lib: ['es2022', 'dom', 'dom.iterable'], module: 'esnext', moduleResolution: 'bundler',
    strict: true, noEmit: true, skipLibCheck: true, jsx: 'react-jsx', types: ['node'], isolatedModules: true,
  },
  files,
}, null, 2));

const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: consumer, encoding: 'utf8' });
// Errors name the Markdown file and the block's fence line, then the line inside the block.
const output = `${tsc.stdout}${tsc.stderr}`.replace(/^(blocks\/[^(]+)\((\d+),(\d+)\)/gm, (all, file, line, column) =>
  origins.has(file) ? `${origins.get(file)} (block line ${line}, column ${column})` : all);
if (tsc.status !== 0) {
  console.error(output.trim());
  console.error(`check:docs: ${files.length} blocks, errors above (a fragment is marked with ${FRAGMENT} before its fence)`);
  process.exit(1);
}
console.log(`check:docs: ${files.length} code blocks compile (${skipped} fragments skipped)`);
