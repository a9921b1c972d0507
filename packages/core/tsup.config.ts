import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Options } from 'tsup';
import { preset } from '../../tsup.preset';

type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * The root entry re-exports `OAuthStrategy` (member, its flows loaded on first use: `./auth-root.js`),
 * the rest of the member entry and `ApiKeyStrategy` from their own built entries (`export … from
 * './auth-member.js'`), not from their sources: bundled from the sources,
 * the root would share chunks with the auth entries (identity's module namespaces among them, which
 * no bundler drops), and an app importing only `createClient` would carry that code. This way
 * `sideEffects: false` drops the whole entry file when nothing of it is used (`pnpm size` checks).
 */
const REEXPORTED_ENTRY = /^\.\/(auth-member|auth-root|api-key)$/;
const rootReexportsEsbuild: EsbuildPlugin = {
  name: 'root-reexports-entries',
  setup(build) {
    build.onResolve({ filter: REEXPORTED_ENTRY }, ({ path, importer }) =>
      /src[\\/]index\.ts$/.test(importer) ? { path: `${path}.js`, external: true } : undefined);
  },
};
const rootReexportsCjs: TsupPlugin = {
  name: 'root-reexports-entries-cjs',
  renderChunk(code, { path }) {
    return path.endsWith('.cjs') ? { code: code.replace(/(['"])\.\/(auth-member|auth-root|api-key)\.js\1/g, '$1./$2.cjs$1') } : undefined;
  },
};

export default preset(['src/index.ts', 'src/auth.ts', 'src/auth-member.ts', 'src/auth-root.ts', 'src/identity.ts', 'src/api-key.ts', 'src/webhooks.ts'], {
  esbuildPlugins: [rootReexportsEsbuild],
  plugins: [rootReexportsCjs],
});
