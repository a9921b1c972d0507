// The import rules of the shipped source (`pnpm check:imports`, a step of `npm test`):
// no circle anywhere, an emulator domain reaches another only through its `access.ts`, and a package
// reaches another package only through the entries that package exports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Each package's public entries: the files its `exports` name under the `@sitekit/source` condition. */
function publicEntries() {
  const entries = [];
  for (const name of readdirSync(join(root, 'packages'))) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const target of Object.values(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : target?.['@sitekit/source'];
      if (typeof file === 'string' && file.startsWith('./src/')) entries.push(`packages/${name}/${file.slice(2)}`);
    }
  }
  return entries;
}

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tests, type tests and test helpers: not shipped, so not held to these rules. */
const NOT_SHIPPED = ['\\.test\\.tsx?$', '\\.test-d\\.ts$', '/test/', '\\.d\\.ts$'];
const DOMAINS = '^packages/emulator/src/domains/';
/** Imports that may close a circle: a lazy `import()` is not evaluated when its importer loads. */
const RUN_TIME_NOT = ['dynamic-import'];
/** Helper folders of the emulator's domains, not domains: any domain may import them. */
const HELPERS = '(?:shared|commerce)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Shipped source imports in one direction only: no circle of imports, type-only ones included (types that name ' +
        'each other live in one file, below the code that uses them). A lazy import() of a later chunk may name its importer.',
      from: { path: '^packages/[^/]+/src/', pathNot: NOT_SHIPPED },
      to: { circular: true, dependencyTypesNot: RUN_TIME_NOT, viaOnly: { dependencyTypesNot: RUN_TIME_NOT } },
    },
    {
      name: 'domains-only-through-access',
      severity: 'error',
      comment: 'An emulator domain owns its state: another domain (or shared/ and commerce/) reaches it only through its access.ts.',
      from: { path: `${DOMAINS}([^/]+)/`, pathNot: NOT_SHIPPED },
      to: { path: `${DOMAINS}(?!${HELPERS}/)[^/]+/`, pathNot: [`${DOMAINS}$1/`, `${DOMAINS}[^/]+/access\\.ts$`] },
    },
    {
      name: 'helpers-below-domains',
      severity: 'error',
      comment: 'shared/ is below every domain and imports none; commerce/ (line items, totals, coupons, shipping) sits on the catalog only.',
      from: { path: `${DOMAINS}shared/`, pathNot: NOT_SHIPPED },
      to: { path: `${DOMAINS}(?!shared/)` },
    },
    {
      name: 'commerce-below-cart-checkout-orders',
      severity: 'error',
      comment: 'commerce/ serves the cart, checkout and orders: it reaches no domain but the catalog and the coupons below them.',
      from: { path: `${DOMAINS}commerce/`, pathNot: NOT_SHIPPED },
      to: { path: `${DOMAINS}(?!shared/|commerce/|catalog/access\\.ts$|coupons/access\\.ts$)` },
    },
    {
      name: 'engine-knows-no-domain',
      severity: 'error',
      comment: 'The engine knows a domain only through the Domain objects of the list it is handed (domains/index.ts).',
      from: { path: '^packages/emulator/src/engine/', pathNot: NOT_SHIPPED },
      to: { path: DOMAINS, pathNot: `${DOMAINS}index\\.ts$` },
    },
    {
      name: 'packages-only-through-entries',
      severity: 'error',
      comment: "A package imports another package only through the entries that package exports, never its internals.",
      from: { path: '^packages/([^/]+)/src/', pathNot: NOT_SHIPPED },
      to: { path: '^packages/(?!$1/)[^/]+/', pathNot: publicEntries().map((entry) => `^${escape(entry)}$`) },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'Every import of shipped source resolves (a deep import another package does not export does not).',
      from: { path: '^packages/[^/]+/src/', pathNot: NOT_SHIPPED },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'node_modules', ...NOT_SHIPPED] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@sitekit/source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
