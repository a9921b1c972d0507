import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, defineConfig, type Options } from 'tsup';

/**
 * The one build preset every public package uses: ESM + CJS + `.d.ts`, tree-shakeable,
 * code shared between entries split into chunks so a subpath entry never duplicates another.
 *
 * Declarations are bundled after the code (tsup's own `dts` runs beside it, with no hook after it)
 * so that {@link keepNamespaceTypes} can repair them before the build ends. An `onSuccess` function
 * in `extra` runs after that.
 */
export function preset(entry: string[], extra: Options = {}) {
  const { onSuccess, ...rest } = extra;
  if (typeof onSuccess === 'string') throw new Error('preset: onSuccess must be a function');
  const options: Options = {
    entry,
    format: ['esm', 'cjs'],
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    ...rest,
  };
  return defineConfig({
    ...options,
    dts: false,
    async onSuccess() {
      await build({ ...options, config: false, clean: false, watch: false, dts: { only: true } });
      keepNamespaceTypes(options.outDir ?? 'dist');
      return onSuccess?.();
    },
  });
}

const IMPORT = /^import (type )?\{([^}]*)\} from '([^']+)';$/gm;
const NAMESPACE = /^declare namespace \S+ \{\s*export \{([^}]*)\};?\s*\}/gm;
const TYPEOF_ALIAS = /^declare const (\S+): typeof (\S+);\n/gm;

/** `a as b, type c` → `[['a', 'b'], ['c', 'c']]` */
const specifiers = (list = '') =>
  list.split(',').map((s) => s.trim().replace(/^type /, '')).filter(Boolean).map((s) => {
    const [name = s, local = name] = s.split(/\s+as\s+/);
    return [name, local] as const;
  });

/**
 * rollup-plugin-dts writes a namespace member it cannot see the kind of (anything imported from
 * another chunk or package) as `declare const ns_X: typeof X`: a value only, so `products.Product`
 * "refers to a value" and enums lose their type. This makes each such member an import alias of the
 * same binding instead (`import { P as ns_X } from './chunk.js'`), which carries every meaning the
 * original has: type, value, or both.
 */
export function keepNamespaceTypes(outDir: string): void {
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.d\.c?ts$/.test(f))) {
    const path = join(outDir, file);
    const code = readFileSync(path, 'utf8');
    const imported = new Map<string, { name: string; from: string }>();
    for (const [, typeOnly = '', list, from] of code.matchAll(IMPORT)) {
      for (const [name, local] of specifiers(list)) imported.set(local, { name, from: `${typeOnly}${from}` });
    }
    const members = new Set([...code.matchAll(NAMESPACE)].flatMap(([, list]) => specifiers(list).map(([name]) => name)));
    const aliases = new Map<string, string[]>(); // `[type ]module` → `P as ns_X`
    const fixed = code.replace(TYPEOF_ALIAS, (line, alias: string, local: string) => {
      const source = imported.get(local);
      if (!members.has(alias) || !source) return line;
      aliases.set(source.from, [...(aliases.get(source.from) ?? []), `${source.name} as ${alias}`]);
      return '';
    });
    if (!aliases.size) continue;
    const lines = [...aliases].map(([from, specs]) => {
      const typeOnly = from.startsWith('type ') ? 'type ' : '';
      return `import ${typeOnly}{ ${specs.join(', ')} } from '${from.slice(typeOnly.length)}';\n`;
    });
    const firstImport = fixed.search(/^import /m); // after any `/// <reference>` directives
    writeFileSync(path, fixed.slice(0, firstImport) + lines.join('') + fixed.slice(firstImport));
  }
}
