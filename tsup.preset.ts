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
      // Other packages' declarations come from their builds (`dist`), not their sources: what users
      // get, and each package's program stays its own size (a source condition would type-check core again in every package).
      await build({ ...options, config: false, clean: false, watch: false, dts: { only: true, compilerOptions: { customConditions: [] } } });
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
    const fixed: string = code.replace(TYPEOF_ALIAS, (line, alias: string, local: string) => {
      const source = imported.get(local);
      if (!members.has(alias) || !source) return line;
      aliases.set(source.from, [...(aliases.get(source.from) ?? []), `${source.name} as ${alias}`]);
      return '';
    });
    const paired = pairLocalEnums(fixed, members);
    if (!aliases.size) {
      if (paired !== code) writeFileSync(path, paired);
      continue;
    }
    const lines = [...aliases].map(([from, specs]) => {
      const typeOnly = from.startsWith('type ') ? 'type ' : '';
      return `import ${typeOnly}{ ${specs.join(', ')} } from '${from.slice(typeOnly.length)}';\n`;
    });
    const firstImport = paired.search(/^import /m); // after any `/// <reference>` directives
    writeFileSync(path, paired.slice(0, firstImport) + lines.join('') + paired.slice(firstImport));
  }
}

const LOCAL_VALUE = /^declare const (\w+):/gm;
const LOCAL_TYPE = /^(?:type|interface) (\w+)\b/gm;
const TYPE_ALIAS = /^type (\w+) = (\w+);$/gm;

/**
 * rollup-plugin-dts records one kind per name declared in the entry's own declaration file, so a
 * value and a type of one name (an enumeration: `declare const Status` + `type Status`) becomes
 * either `type ns_Status = Status` (a type only: `orders.OrderStatus.APPROVED` fails) or
 * `declare const ns_Status: typeof Status` (a value only), whichever is declared last. This gives
 * each such namespace member both meanings, and exports it without a `type` modifier.
 */
export function pairLocalEnums(code: string, members: Set<string>): string {
  const values = new Set([...code.matchAll(LOCAL_VALUE)].map(([, name]) => name));
  const types = new Set([...code.matchAll(LOCAL_TYPE)].map(([, name]) => name));
  const pairs = new Set<string>();
  let fixed = code
    .replace(TYPE_ALIAS, (line, alias: string, local: string) => {
      if (!members.has(alias) || !values.has(local) || values.has(alias)) return line;
      pairs.add(alias);
      return `${line}\ndeclare const ${alias}: typeof ${local};`;
    })
    .replace(TYPEOF_ALIAS, (line, alias: string, local: string) => {
      if (!members.has(alias) || !types.has(local) || types.has(alias)) return line;
      pairs.add(alias);
      return `type ${alias} = ${local};\n${line}`;
    });
  for (const alias of pairs) fixed = fixed.replace(new RegExp(`\\btype (${alias} as )`, 'g'), '$1');
  return fixed;
}
