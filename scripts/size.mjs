#!/usr/bin/env node
// Size budgets for documented browser entries (esbuild, minified, gzip -9), measured on the built
// packages as users get them, and a check that a module entry bundles no other module's files.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { readdirSync, existsSync } from 'node:fs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resolveDir = join(root, 'examples/storefront'); // depends on every public package
const KB = 1024;

// Files our packages load with `import()` (an app's bundler splits them off, as it does tus-js-client below):
// left out of every row, as `external` are. Bundled in (esbuild does without code splitting), they would
// also wrap every module they share with the entry in lazy-init code.
const ON_DEMAND = /(^|\/)(member-flows|platform-request)(-[\w]+)?\.c?js$/;
async function bundle(contents, { conditions = [], external = [], dir = resolveDir } = {}) {
  const onDemand = {
    name: 'on-demand',
    setup: (b) => {
      b.onResolve({ filter: ON_DEMAND }, ({ path }) => ({ path, external: true }));
      // a package another one loads with `import()` (the react hooks' members module, loaded for a logged-in member)
      b.onResolve({ filter: /^@sitekit\// }, ({ path, kind }) => (kind === 'dynamic-import' ? { path, external: true } : undefined));
      // a package's own folder has core by the name it depends on; `@sitekit/core` re-exports it entry for entry (ADR 0040)
      if (dir !== resolveDir) {
        b.onResolve({ filter: /^@sitekit\/core(\/|$)/ }, ({ path, kind, resolveDir: from }) =>
          b.resolve(path.replace('@sitekit/core', '@sitekit/core-runtime'), { kind, resolveDir: from }));
      }
    },
  };
  const result = await build({
    stdin: { contents, resolveDir: dir, loader: 'ts' },
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022',
    write: false, metafile: true, conditions, external, logLevel: 'silent', treeShaking: true, plugins: [onDemand],
  });
  const code = result.outputFiles[0].contents;
  const used = Object.entries(Object.values(result.metafile.outputs)[0].inputs).filter(([, i]) => i.bytesInOutput > 0).map(([p]) => p);
  return { gz: gzipSync(code, { level: 9 }).length, raw: code.length, inputs: Object.keys(result.metafile.inputs), used, text: result.outputFiles[0].text };
}

// Each entry uses its imports so nothing is tree-shaken away that a real app would keep.
const CORE = `import { createClient, StaticTokenStrategy } from '@sitekit/core';`;
const OAUTH = `import { createClient } from '@sitekit/core'; import { OAuthStrategy } from '@sitekit/core/auth';`;
// ADR 0036: running the platform's own modules (bookings and the like) on the client costs every createClient row
// about 0.7 KB (the host context and the guard over builders; their request path loads on first use). ADR 0039: the
// settings checks (host, client id) cost about 0.2 KB more, 0.35 KB on OAuth rows (the standalone OAuth transport
// asks for the host too: +0.01 KB on the storefront rows). Redacting secret query and fragment parameters from
// an error's cause (a `?refresh_token=` in a URL) costs every row 0.05–0.06 KB (ADR 0031's amendment); ending a call on
// abort while it waits for its token 8–9 B, and keeping a member session through a 429/408 refresh and another tab's
// session through a renewal 36 B more on the OAuth rows, ending offset paging at a page of size 0 3–4 B on the
// storefront rows (ADR 0031's second amendment). The ceilings hold the rows there.
const budgets = [
  { name: 'createClient + static token', budget: 6.5, ceiling: 7.48, code: `${CORE} export const c = createClient({ auth: StaticTokenStrategy({ accessToken: 't' }) });`, note: 'ky 1.7.5 alone 3.58 KB (ADR 0001)' },
  // The root exports OAuthStrategy (member) and ApiKeyStrategy as the platform SDK's does; importing only
  // createClient must carry none of it: no auth file (built entry or source) and no auth identifier.
  {
    name: 'createClient alone, from the root', budget: 6.5, ceiling: 7.44, note: 'no auth code (≈ the static-token row)',
    code: `import { createClient } from '@sitekit/core'; export const c = createClient();`,
    noAuth: { files: /packages\/core\/(src\/(auth|identity|api-key)\/|dist\/(auth|auth-member|identity|api-key)\.js)/, identifiers: /generateVisitorTokens|getMemberTokens|Oauth2Ng|accountId|_api\/iam\// },
  },
  { name: 'createClient + OAuthStrategy (visitor)', budget: 8, ceiling: 8.54, code: `${OAUTH} export const c = createClient({ auth: OAuthStrategy({ clientId: 'x' }) });`, note: 'platform SDK: 18.8 KB' },
  // The root OAuthStrategy (member) as a ported middleware uses it: its member flows load on first use (ADR 0028).
  {
    name: 'ported middleware: root OAuthStrategy, visitor tokens + renewToken', budget: 9, ceiling: 9.26, note: 'member flows on demand; platform SDK: 18.8 KB',
    code: `import { createClient, OAuthStrategy } from '@sitekit/core'; const c = createClient({ auth: OAuthStrategy({ clientId: 'x' }) });
      export const visit = async () => c.auth.renewToken((await c.auth.generateVisitorTokens()).refreshToken);`,
  },
  // Budgets from ADR 0005 (ky stays on every request). An entry may carry a `ceiling`: a ratchet at its
  // measured size while its budget is not met yet; over the ceiling fails, between budget and ceiling is
  // reported as over target. The ceilings: ADR 0005, "Where the bytes stand", and ADR 0023 (rounds four and five);
  // ADR 0028 adds 0.10 KB to both storefront rows (the environment host every client reads).
  // The typed query builder and its one comparison operator map (shared with data's filter builder) add 0.02 KB to both.
  {
    name: 'storefront: + products + currentCart', budget: 11, ceiling: 13.50, note: 'platform SDK: 29.6 KB',
    code: `${OAUTH} import { products } from '@sitekit/stores/products'; import { currentCart } from '@sitekit/ecom/current-cart';
      export const c = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: 'x' }) });`,
  },
  {
    name: 'storefront + checkout + redirects', budget: 12.5, ceiling: 14.95, note: 'platform SDK: 34.1 KB',
    code: `${OAUTH} import { products } from '@sitekit/stores/products'; import { currentCart } from '@sitekit/ecom/current-cart';
      import { checkout } from '@sitekit/ecom/checkout'; import { redirects } from '@sitekit/redirects';
      export const c = createClient({ modules: { products, currentCart, checkout, redirects }, auth: OAuthStrategy({ clientId: 'x' }) });`,
  },
];
// Module rows are measured over core as every module uses it: the client plus the module kit (the one
// call helper, the wire transforms, the argument checks and the query builder), which a storefront pays
// for once however many modules it imports. The kit's own cost is its own row, so nothing is hidden.
const KIT = `import { defineService, fromWire, toWire, queryBuilder, requireString, requireObject, requireArray, optionalObject } from '@sitekit/core';
  export const kit = [defineService, fromWire, toWire, queryBuilder, requireString, requireObject, requireArray, optionalObject];`;
const CLIENT = `${CORE} export const c = createClient({ auth: StaticTokenStrategy({ accessToken: 't' }) });`;
const overKit = (imports, modules) =>
  `${CORE} ${KIT} ${imports} export const c = createClient({ modules: { ${modules} }, auth: StaticTokenStrategy({ accessToken: 't' }) });`;
const deltas = [
  { name: 'module kit over createClient (defineService, transforms, checks, query builder)', budget: 2.5, base: CLIENT, code: `${CLIENT} ${KIT}` },
  {
    name: 'currentCart alone over core', budget: 2,
    base: overKit('', ''), code: overKit(`import { currentCart } from '@sitekit/ecom/current-cart';`, 'currentCart'),
  },
  {
    name: 'cart (carts by id) alone over core', budget: 2,
    base: overKit('', ''), code: overKit(`import { cart } from '@sitekit/ecom/cart';`, 'cart'),
  },
  {
    name: 'productsV3 alone over core', budget: 2,
    base: overKit('', ''), code: overKit(`import { productsV3 } from '@sitekit/stores/products-v3';`, 'productsV3'),
  },
  {
    name: 'reviews alone over core', budget: 2,
    base: overKit('', ''), code: overKit(`import { reviews } from '@sitekit/reviews/reviews';`, 'reviews'),
  },
  {
    name: 'members alone over core', budget: 2,
    base: overKit('', ''), code: overKit(`import { members } from '@sitekit/members/members';`, 'members'),
  },
  {
    // Both call shapes, five builders, every current call: not within budget (ADR 0023); ratchet at the measured size.
    name: 'items (data) alone over core', budget: 3.5, ceiling: 4.78,
    base: overKit('', ''), code: overKit(`import { items } from '@sitekit/data/items';`, 'items'),
  },
  // media is not a storefront dependency (yet): resolved from its own package
  {
    name: 'files alone over core', budget: 2, dir: join(root, 'packages/media'),
    base: overKit('', ''), code: overKit(`import { files } from '@sitekit/media/files';`, 'files'),
  },
  {
    // tus-js-client is a dynamic import: an app's bundler splits it off until a resumable upload runs
    name: 'uploadFile over core (tus-js-client on demand)', budget: 3, dir: join(root, 'packages/media'), external: ['tus-js-client'],
    base: overKit('', ''), code: `${overKit(`import { uploadFile } from '@sitekit/media/upload';`, '')} export const u = (b) => uploadFile(c, b);`,
  },
];
const reports = [
  {
    name: 'storefront product page: SiteKit + hooks (react, react-query external)',
    code: `export * from '@sitekit/react'; ${OAUTH} import { products } from '@sitekit/stores/products'; import { currentCart } from '@sitekit/ecom/current-cart';
      import { backInStockNotifications } from '@sitekit/ecom/back-in-stock-notifications'; import { recommendations } from '@sitekit/ecom/recommendations';
      export const c = createClient({ modules: { products, currentCart, backInStockNotifications, recommendations }, auth: OAuthStrategy({ clientId: 'x' }) });`,
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  },
  {
    name: 'uploadFile with its tus-js-client chunk, over nothing', dir: join(root, 'packages/media'),
    code: `import { uploadFile } from '@sitekit/media/upload'; export const u = uploadFile;`, external: ['@sitekit/core-runtime', 'ky'],
  },
];

let failed = 0;
const overTarget = [];
const fmt = (n) => `${(n / KB).toFixed(2)} KB`;
const line = (ok, name, size, budget, note = '') =>
  console.log(`${ok === null ? '  ' : ok === 'over' ? '▲ ' : ok ? '✔ ' : '✖ '}${name.padEnd(48)} ${size.padStart(9)}${budget ? `  (budget ${budget} KB)` : ''}${note ? `  — ${note}` : ''}`);

console.log('Browser bundles, minified + gzip -9, ky included:');
for (const b of budgets) {
  try {
    const { gz, used, text } = await bundle(b.code);
    const leaks = !b.noAuth ? [] : [...used, ...(await bundle(b.code, { conditions: ['@sitekit/source'] })).used]
      .filter((p) => b.noAuth.files.test(p)).concat(text.match(b.noAuth.identifiers) ?? []);
    if (leaks.length) { failed++; line(false, b.name, fmt(gz), b.budget, `carries auth code: ${leaks.join(', ')}`); continue; }
    const ok = gz <= b.budget * KB;
    const withinCeiling = !ok && b.ceiling && gz <= b.ceiling * KB;
    if (withinCeiling) overTarget.push(`${b.name}: ${fmt(gz)} > ${b.budget} KB`);
    failed += ok || withinCeiling ? 0 : 1;
    line(ok || (withinCeiling ? 'over' : false), b.name, fmt(gz), b.budget, withinCeiling ? `OVER TARGET, ratchet ${b.ceiling} KB; ${b.note}` : b.note);
  } catch (e) { failed++; line(false, b.name, 'ERROR', b.budget, e.message.split('\n')[0]); }
}
for (const d of deltas) {
  try {
    const [base, withModule] = await Promise.all([bundle(d.base, { dir: d.dir }), bundle(d.code, { dir: d.dir, external: d.external })]);
    const delta = withModule.gz - base.gz;
    const ok = delta <= d.budget * KB;
    const withinCeiling = !ok && d.ceiling && delta <= d.ceiling * KB;
    if (withinCeiling) overTarget.push(`${d.name}: ${fmt(delta)} > ${d.budget} KB`);
    failed += ok || withinCeiling ? 0 : 1;
    line(ok || (withinCeiling ? 'over' : false), d.name, fmt(delta), d.budget, withinCeiling ? `OVER TARGET, ratchet ${d.ceiling} KB` : '');
  } catch (e) { failed++; line(false, d.name, 'ERROR', d.budget, e.message.split('\n')[0]); }
}
for (const r of reports) {
  try { line(null, r.name, fmt((await bundle(r.code, { external: r.external, dir: r.dir })).gz)); }
  catch (e) { failed++; line(false, r.name, 'ERROR', 0, e.message.split('\n')[0]); }
}

// Module isolation: each subpath entry of a domain package bundles only its own folder, src/shared and core.
console.log('\nModule isolation (an entry bundles no other module\'s files):');
// Helpers that compose several modules on purpose (documented as such) are not module entries.
const COMPOSITES = new Set(['ecom/checkout-url']);
// An entry built on another module's calls may bundle that module's folder: uploadFile sends files' upload-URL calls.
const BUILT_ON = new Map([['media/upload', 'files']]);
for (const pkg of ['stores', 'ecom', 'reviews', 'members', 'media', 'data']) {
  const src = join(root, 'packages', pkg, 'src');
  if (!existsSync(src)) continue;
  const entries = readdirSync(src)
    .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f) && f !== 'index.ts' && !COMPOSITES.has(`${pkg}/${f.slice(0, -3)}`))
    .map((f) => f.slice(0, -3));
  for (const entry of entries) {
    const spec = `@sitekit/${pkg}/${entry}`;
    try {
      const { inputs } = await bundle(`export * from '${spec}';`, { conditions: ['@sitekit/source'], external: ['@sitekit/core-runtime', 'ky'], dir: join(root, 'packages', pkg) });
      const own = (p) => {
        const rel = relative(src, join(root, p));
        const base = BUILT_ON.get(`${pkg}/${entry}`);
        return rel === `${entry}.ts` || rel.startsWith(`${entry}/`) || rel.startsWith('shared/') || (base !== undefined && rel.startsWith(`${base}/`));
      };
      const foreign = inputs.filter((p) => p.includes('packages/') && !own(p));
      failed += foreign.length ? 1 : 0;
      line(!foreign.length, spec, `${inputs.length} files`, 0, foreign.length ? `contains ${foreign.join(', ')}` : '');
    } catch (e) { failed++; line(false, spec, 'ERROR', 0, e.message.split('\n')[0]); }
  }
}
if (failed) { console.error(`\nsize: ${failed} check(s) failed`); process.exit(1); }
if (overTarget.length) console.log(`\nsize: no regressions; ${overTarget.length} budget(s) not met yet (ratchet holds): ${overTarget.join('; ')}`);
else console.log('\nsize: all budgets met');
