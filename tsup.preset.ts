import { defineConfig, type Options } from 'tsup';

/**
 * The one build preset every public package uses: ESM + CJS + `.d.ts`, tree-shakeable,
 * code shared between entries split into chunks so a subpath entry never duplicates another.
 */
export function preset(entry: string[], extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    ...extra,
  });
}
