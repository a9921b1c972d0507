#!/usr/bin/env node
// `pnpm docs`: one TypeDoc site for every published package, with the guides, into docs-site/ (ignored).
// - Entry points come from each package's exports map (the `@sitekit/source` condition: the TypeScript
//   file behind every subpath), so a new subpath is documented without touching this script.
// - Each package is converted and validated on its own (every public export documented; TypeDoc names
//   the entry modules after their import specifiers, `@sitekit/core/auth/member`), then the packages are
//   merged into one site with the guides (docs/guides/*.md) and checked for broken {@link}s.
// - Any warning fails the build (exit 1): a missing TSDoc comment, a broken link, an unknown tag.
// `node scripts/docs.mjs --count` converts and validates only, and prints the warnings per package.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Application, Converter, ReflectionKind, TSConfigReader } from 'typedoc';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'docs-site');
const countOnly = process.argv.includes('--count');

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

/** The source file behind each subpath of the exports map, keyed by its import specifier. */
function entriesOf({ dir, pkg }) {
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target['@sitekit/source'])
    .map(([subpath, target]) => ({ specifier: pkg.name + subpath.slice(1), file: join(dir, target['@sitekit/source']) }));
}

/** What every package's conversion shares: public API only, every export documented. */
const packageOptions = {
  excludePrivate: true,
  excludeInternal: true,
  excludeExternals: true,
  disableSources: false,
  sourceLinkTemplate: undefined,
  disableGit: true,
  sourceLinkExternal: false,
  validation: { notExported: false, notDocumented: true, invalidLink: false, invalidPath: true, rewrittenLink: true, unusedMergeModuleWith: false },
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class'],
  logLevel: 'Warn',
};

const work = mkdtempSync(join(tmpdir(), 'sitekit-docs-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

let warnings = 0;
const converted = [];
for (const entry of packages) {
  const entries = entriesOf(entry);
  const readme = join(entry.dir, 'README.md');
  const app = await Application.bootstrapWithPlugins({
    ...packageOptions,
    name: entry.pkg.name,
    entryPoints: entries.map((e) => e.file),
    tsconfig: join(entry.dir, 'tsconfig.json'),
    readme: existsSync(readme) ? readme : 'none',
    sourceLinkTemplate: `{path}#L{line}`,
    basePath: root,
  }, [new TSConfigReader()]);
  // Entry modules are named after their import specifiers, not their file names.
  const names = new Map(entries.map((e) => [e.file, e.specifier]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    if (file && names.has(file)) reflection.name = names.get(file);
  });
  const project = await app.convert();
  if (!project) { console.error(`docs: ${entry.pkg.name} did not convert`); process.exit(1); }
  app.validate(project);
  const count = app.logger.warningCount + app.logger.errorCount;
  warnings += count;
  if (countOnly) console.log(`${entry.pkg.name}: ${count} warnings`);
  const file = join(work, `${entry.pkg.name.replace('@sitekit/', '')}.json`);
  writeFileSync(file, JSON.stringify(app.serializer.projectToObject(project, root)));
  converted.push(file);
}
if (countOnly) { console.log(`docs: ${warnings} warnings`); process.exit(warnings ? 1 : 0); }
if (warnings) { console.error(`docs: ${warnings} warnings in the packages' TSDoc (above)`); process.exit(1); }

const site = await Application.bootstrapWithPlugins({
  name: 'SiteKit',
  entryPointStrategy: 'merge',
  entryPoints: converted,
  readme: join(root, 'docs/index.md'),
  projectDocuments: [join(root, 'docs/guides/*.md')],
  out,
  cleanOutputDir: true,
  navigation: { includeCategories: false, includeGroups: false, includeFolders: true },
  searchInComments: true,
  searchInDocuments: true,
  validation: { notExported: false, notDocumented: false, invalidLink: true, invalidPath: true, rewrittenLink: true, unusedMergeModuleWith: false },
  treatWarningsAsErrors: true,
  logLevel: 'Warn',
}, []);
const project = await site.convert();
if (!project) process.exit(1);
site.validate(project);
if (site.logger.hasWarnings() || site.logger.hasErrors()) { console.error('docs: the merged site has warnings (above)'); process.exit(1); }
await site.generateDocs(project, out);
if (site.logger.hasWarnings() || site.logger.hasErrors()) process.exit(1);
console.log(`docs: ${relative(process.cwd(), out) || out}/index.html (${packages.length} packages, ${readdirSync(join(root, 'docs/guides')).length} guides)`);
