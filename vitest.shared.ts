import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests (the `@sitekit/source` export condition). */
const SOURCE = '@sitekit/source';

/** Type tests: `tsc` checks them and Vitest reports each `it` as a test; they never run. */
const TYPE_TESTS = 'src/**/*.test-d.ts';

/**
 * The package's type check for Vitest, or none when it has no type tests (such a project would start
 * no `tsc`, but would still print Vitest's notice that type testing is experimental). Every project is
 * named after its folder, `packages/<name>`.
 *
 * `tsc` checks the type tests (with `exactOptionalPropertyTypes`) and what they import, not the whole package (that is `pnpm typecheck`'s
 * job, and two to four times slower): the package's `tsconfig.json` narrowed to them, written under the
 * package's `node_modules/.cache` because Vitest hands `tsc` a file.
 */
function typeTests(name: string): UserWorkspaceConfig['test'] {
  const dir = fileURLToPath(new URL(`./packages/${name}/`, import.meta.url));
  if (!readdirSync(join(dir, 'src'), { recursive: true }).some((file) => String(file).endsWith('.test-d.ts'))) return {};
  const tsconfig = join(dir, 'node_modules/.cache/sitekit/tsconfig.test-d.json');
  mkdirSync(dirname(tsconfig), { recursive: true });
  // with `exactOptionalPropertyTypes`, as `tsc --init` writes it: type tests show options take an explicit `undefined`;
  // other packages as users get them, by their built declarations (`npm test` builds the packages first); no
  // declaration emit to check (the package's own build does that)
  const compilerOptions = { exactOptionalPropertyTypes: true, customConditions: ['types'], declaration: false };
  writeFileSync(tsconfig, `${JSON.stringify({ extends: join(dir, 'tsconfig.json'), compilerOptions, include: [join(dir, TYPE_TESTS)] }, null, 2)}\n`);
  return { typecheck: { enabled: true, include: [TYPE_TESTS], tsconfig } };
}

export function project(name: string, extra: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: [SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
    test: {
      name,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      restoreMocks: true,
      testTimeout: 20_000,
      // The files of a worker share its module cache: shipped code keeps no module-level state, and
      // importing the sources again for every file was half of the run's time. A test file that
      // changes a module (vi.mock, vi.stubGlobal) restores it (`restoreMocks`, `unstubGlobals`).
      isolate: false,
      unstubGlobals: true,
      unstubEnvs: true,
      ...typeTests(name),
      ...extra,
    },
  });
}
