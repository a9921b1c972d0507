#!/usr/bin/env node
// Writes a new SDK package, ready to build, lint and test: CONTRIBUTING.md's "How to add a package".
//   node scripts/new-package.mjs <name> "<description>" [module]
//   e.g. node scripts/new-package.mjs bookings "SiteKit bookings: services and sessions" services
// It writes packages/<name>/ (package.json with the fields every public package has, copied from
// packages/core's (`@sitekit/core-runtime`) so they never drift; tsconfig.json over src and test; tsup and Vitest configs; a README;
// a LICENSE; one module with its index.ts and service declaration; the bad-input table; test/helpers.ts;
// a first test) and adds the package to vitest.workspace.ts. Then: `npx pnpm@<version> install`, and the steps CONTRIBUTING lists.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNPM_VERSION, root } from './workspace.mjs';

const [name, description, moduleName = name] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !description || !/^[a-z][A-Za-z0-9]*$/.test(moduleName)) {
  console.error('usage: node scripts/new-package.mjs <name: lower-case-dashed> "<description>" [module: camelCase]');
  process.exit(2);
}
const dir = join(root, 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} exists already`);
  process.exit(1);
}

const core = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'));
const write = (file, text) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const kebab = moduleName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const entry = (file) => ({
  '@sitekit/source': `./src/${file}.ts`,
  'react-native': { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
  import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
  require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
});

write('package.json', `${JSON.stringify({
  name: `@sitekit/${name}`,
  version: core.version,
  description,
  license: core.license,
  repository: { ...core.repository, directory: `packages/${name}` },
  homepage: core.homepage.replace('packages/core', `packages/${name}`),
  bugs: core.bugs,
  keywords: [...core.keywords.slice(0, 5), name],
  type: 'module',
  sideEffects: false,
  main: './dist/index.cjs',
  module: './dist/index.js',
  // Metro without package exports reads the `react-native` field first: the ESM build, as the `react-native` condition names it
  'react-native': './dist/index.js',
  types: './dist/index.d.ts',
  typesVersions: { '*': { [kebab]: [`./dist/${kebab}.d.ts`] } },
  exports: { '.': entry('index'), [`./${kebab}`]: entry(kebab), './package.json': './package.json' },
  files: core.files,
  scripts: { build: 'tsup', typecheck: 'tsc --noEmit --customConditions types' },
  dependencies: { '@sitekit/core-runtime': 'workspace:^' }, // not @sitekit/core: one copy of core per app (ADR 0040)
  devDependencies: { '@sitekit/emulator': 'workspace:^', '@sitekit/testing': 'workspace:*' },
  publishConfig: core.publishConfig,
  engines: core.engines,
}, null, 2)}\n`);
write('tsconfig.json', `${JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src', 'test'] }, null, 2)}\n`);
write('tsup.config.ts', `import { preset } from '../../tsup.preset';\n\nexport default preset(['src/index.ts', 'src/${kebab}.ts']);\n`);
write('vitest.config.ts', `import { project } from '../../vitest.shared';\n\nexport default project('${name}');\n`);
copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));

write('src/index.ts', `/**
 * \`@sitekit/${name}\`: ${description.replace(/^SiteKit [^:]*: /, '')}.
 *
 * @example
 * \`\`\`ts
 * import { createClient } from '@sitekit/core';
 * import { ${moduleName} } from '@sitekit/${name}';
 * const client = createClient({ modules: { ${moduleName} } });
 * \`\`\`
 */
export * as ${moduleName} from './${kebab}/index';
`);
write(`src/${kebab}.ts`, `/**
 * \`@sitekit/${name}/${kebab}\`: the \`${moduleName}\` module alone.
 *
 * @example
 * \`\`\`ts
 * import { ${moduleName} } from '@sitekit/${name}/${kebab}';
 * \`\`\`
 */
export * as ${moduleName} from './${kebab}/index';
`);
write(`src/${kebab}/index.ts`, `/**
 * The \`${moduleName}\` module. Each call is declared in an area file, \`${kebab}/<area>.ts\`, through \`${moduleName}Service\`
 * (CONTRIBUTING.md, "How to add a call"), and the area file is exported from here: \`export * from './things';\`.
 */
export {};
`);
write(`src/${kebab}/service.ts`, `import { defineService } from '@sitekit/core-runtime';

/**
 * The platform service behind \`${moduleName}\`: the method-name header's prefix, the entity and the platform SDK's
 * package name, given once; each call names its route in full.
 * @internal
 */
export const ${moduleName}Service = /* @__PURE__ */ defineService({
  fqn: 'wix.${name}.v1.${moduleName[0].toUpperCase()}${moduleName.slice(1)}Service',
  entity: 'wix.${name}.v1.${moduleName}',
  pkg: '@wix/auto_sdk_${name}_${kebab}',
});
`);
write('test/helpers.ts', `import { createClient } from '@sitekit/core-runtime';
import * as ${name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())} from '../src/index';

/** A client with every module of this package (no auth: tests add what they need). */
export const packageClient = () => createClient({ modules: { ...${name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())} } });
`);
write('src/bad-input.wire.test.ts', `import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer } from '@sitekit/testing';
import { ${moduleName} } from './index';

const modules = { ${moduleName} };

/** Wrong values of each argument kind (\`NONE\`: the argument left out). */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x'],
  options: [null, 42, 'x'],
};
type Kind = keyof typeof BAD;

// The package's bad-input table (CONTRIBUTING.md, "How to add a call", step 5): one row per exported call.
badInputTable('${name}', {
  wire: wireServer(),
  client: () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }),
  guards: { isCall, isValidationError },
  modules,
  bad: BAD,
  /** Every call of each module: its arguments' kinds and valid values for them, e.g. \`getThing: [['id', 'options'], ['t1', {}]]\`. */
  calls: {
    ${moduleName}: {},
  } satisfies Record<string, Record<string, [Kind[], unknown[]]>>,
});
`);
write(`src/${kebab}.test.ts`, `import { describe, expect, it } from 'vitest';
import { packageClient } from '../test/helpers';

describe('${moduleName}', () => {
  it('binds to a client', () => {
    expect(typeof packageClient().${moduleName}).toBe('object');
  });
});
`);
write('README.md', `# @sitekit/${name}

${description}.

## Install

\`\`\`sh
npm install @sitekit/core @sitekit/${name}
\`\`\`

## Quick start

\`\`\`ts
import { createClient } from '@sitekit/core';
import { OAuthStrategy } from '@sitekit/core/auth';
import { ${moduleName} } from '@sitekit/${name}';

const client = createClient({ modules: { ${moduleName} }, auth: OAuthStrategy({ clientId: process.env.SITEKIT_CLIENT_ID! }) });
console.log(Object.keys(client.${moduleName}));
\`\`\`
`);

const workspace = join(root, 'vitest.workspace.ts');
const projects = readFileSync(workspace, 'utf8');
if (!projects.includes(`'packages/${name}'`)) writeFileSync(workspace, projects.replace(/\n\];/, `\n  'packages/${name}',\n];`));

console.log(`wrote packages/${name} (module ${moduleName}) and added it to vitest.workspace.ts. Next:
  npx pnpm@${PNPM_VERSION} install
  then CONTRIBUTING.md: add calls, the emulator routes, the contract test's PACKAGES, the size rows and a changeset.`);
