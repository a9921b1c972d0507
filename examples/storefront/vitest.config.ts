import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** The storefront's unit tests (its proxy): `@/` is `src/`, and the workspace packages resolve to their sources. */
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { resolve: { conditions: ['@sitekit/source', ...defaultServerConditions] } },
  test: { name: 'storefront', include: ['src/**/*.test.ts'], environment: 'node', restoreMocks: true, unstubEnvs: true },
});
