import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests (the `@sitekit/source` export condition). */
const SOURCE = '@sitekit/source';

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
      ...extra,
    },
  });
}
