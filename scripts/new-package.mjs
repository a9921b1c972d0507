// Writes a library package skeleton: package.json, tsconfig, tsup config, vitest config, src/index.ts.
// Usage: node scripts/new-package.mjs <name> "<description>" entry[,entry...] [dep=range ...]
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
const [name, description, entriesArg = 'index', ...deps] = process.argv.slice(2);
const dir = `packages/${name}`;
mkdirSync(`${dir}/src`, { recursive: true });
const entries = entriesArg.split(',');
const exportsMap = {};
for (const e of entries) {
  const key = e === 'index' ? '.' : `./${e}`;
  exportsMap[key] = {
    '@sitekit/source': `./src/${e}.ts`,
    'react-native': { types: `./dist/${e}.d.ts`, default: `./dist/${e}.js` },
    import: { types: `./dist/${e}.d.ts`, default: `./dist/${e}.js` },
    require: { types: `./dist/${e}.d.cts`, default: `./dist/${e}.cjs` },
  };
}
exportsMap['./package.json'] = './package.json';
const dependencies = {}; const devDependencies = {}; const peerDependencies = {};
for (const d of deps) {
  const [kind, spec] = d.includes(':') && !d.startsWith('@') && !d.startsWith('workspace') ? d.split(/:(.*)/s) : ['dep', d];
  const at = spec.lastIndexOf('=');
  const n = spec.slice(0, at), v = spec.slice(at + 1);
  ({ dep: dependencies, dev: devDependencies, peer: peerDependencies })[kind][n] = v;
}
const pkg = {
  name: `@sitekit/${name}`,
  version: '0.1.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  main: './dist/index.cjs',
  module: './dist/index.js',
  // Metro without package exports reads the `react-native` field first: the ESM build, as the `react-native` condition names it
  'react-native': './dist/index.js',
  types: './dist/index.d.ts',
  exports: exportsMap,
  files: ['dist', 'src', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.test.tsx'],
  scripts: {
    build: 'tsup',
    typecheck: 'tsc --noEmit',
  },
  dependencies, peerDependencies, devDependencies,
  publishConfig: { access: 'public' },
  engines: { node: '>=18' },
};
for (const k of ['dependencies', 'peerDependencies', 'devDependencies']) if (!Object.keys(pkg[k]).length) delete pkg[k];
if (!existsSync(`${dir}/package.json`)) writeFileSync(`${dir}/package.json`, JSON.stringify(pkg, null, 2) + '\n');
writeFileSync(`${dir}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }, null, 2) + '\n');
writeFileSync(`${dir}/tsup.config.ts`, `import { preset } from '../../tsup.preset';\n\nexport default preset([${entries.map((e) => `'src/${e}.ts'`).join(', ')}]);\n`);
writeFileSync(`${dir}/vitest.config.ts`, `import { project } from '../../vitest.shared';\n\nexport default project('${name}');\n`);
if (!existsSync(`${dir}/src/index.ts`)) writeFileSync(`${dir}/src/index.ts`, 'export {};\n');
console.log('wrote', dir);
