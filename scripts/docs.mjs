#!/usr/bin/env node
// `pnpm run docs`: one TypeDoc site for every published package, with the guides, into docs-site/ (ignored).
// - Entry points come from each package's exports map (the `@sitekit/source` condition: the TypeScript
//   file behind every subpath), so a new subpath is documented without touching this script.
// - Each package is converted and validated on its own (every public export documented; TypeDoc names
//   the entry modules after their import specifiers, `@sitekit/core/auth/member`), then the packages are
//   merged into one site with the guides (docs/guides/*.md) and checked for broken {@link}s.
// - Any warning fails the build (exit 1): a missing TSDoc comment, a broken link, an unknown tag
//   (packages in TSDOC_PENDING only report their missing comments, see there).
// - scripts/docs-plugins.mjs shapes what TypeDoc makes of the sources: a call (`Call<F>`) reads as the function
//   `F`, a file's leading comment describes its module, a subpath entry's page lists what it re-exports, guides
//   link to the previous and next one (GUIDE_ORDER), and search lists each export once, named plainly.
// `node scripts/docs.mjs --count` converts and validates only, and prints each package's missing comments;
// `--package <dir>` (repeatable) builds only those packages, for a quicker look.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Application, Converter, LogLevel, ReflectionKind, TSConfigReader } from 'typedoc';
import {
  cleanSearchParents, convertCallsToFunctions, linkGuidesInOrder, listReexportedMembers, readLeadingFileComments, shapeSearch,
} from './docs-plugins.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'docs-site');
const countOnly = process.argv.includes('--count');
const only = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--package' ? [arg] : []));

/**
 * A package that only re-exports another, entry for entry (`@sitekit/core` is `@sitekit/core-runtime`, ADR 0040):
 * its reference is the other package's, converted from that package's sources under the re-exporting package's
 * name and README (TypeDoc does not follow `export *` into another package), and the other package has no pages
 * of its own (apps never import it).
 */
const DOCUMENTED_AS = new Map([['@sitekit/core-runtime', '@sitekit/core']]);

const published = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), folder: dir, pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);
const packages = published
  .filter(({ pkg }) => ![...DOCUMENTED_AS.values()].includes(pkg.name))
  .map((entry) => {
    const front = published.find(({ pkg }) => pkg.name === DOCUMENTED_AS.get(entry.pkg.name));
    return { ...entry, name: front?.pkg.name ?? entry.pkg.name, readme: join((front ?? entry).dir, 'README.md') };
  })
  .filter(({ folder }) => !only.length || only.includes(folder));

/** The source file behind each subpath of the exports map, keyed by its import specifier (under the documented name). */
function entriesOf({ dir, pkg, name }) {
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target['@sitekit/source'])
    .map(([subpath, target]) => ({ specifier: name + subpath.slice(1), file: join(dir, target['@sitekit/source']) }));
}

/**
 * What must carry a TSDoc comment in every package: every exported value (functions, classes,
 * constants, enums), every member you call on one (methods and call signatures, accessors), and
 * every exported type (interfaces and type aliases: the options, results and entities you import).
 */
const REQUIRED = ['Enum', 'Variable', 'Function', 'Class', 'Accessor', 'Interface', 'TypeAlias'];
/**
 * Packages whose comments do not cover REQUIRED yet: their missing comments are counted and printed
 * (`--count` lists them) but do not fail the build. Every other warning fails it, in every package.
 * Remove a package from here once its count is 0.
 */
const TSDOC_PENDING = new Set([]);

/** What every package's conversion shares: the public API only. */
const packageOptions = {
  excludePrivate: true,
  excludeInternal: true,
  excludeExternals: true,
  disableSources: true, // no hosted repository to link to; the site is read beside the sources
  requiredToBeDocumented: REQUIRED,
  logLevel: 'Warn',
};
const checks = { notExported: false, notDocumented: false, invalidLink: false, invalidPath: true, rewrittenLink: true, unusedMergeModuleWith: false };

const work = mkdtempSync(join(tmpdir(), 'sitekit-docs-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

let failures = 0;
let pending = 0;
const converted = [];
for (const entry of packages) {
  const entries = entriesOf(entry);
  const { readme } = entry;
  const app = await Application.bootstrapWithPlugins({
    ...packageOptions,
    name: entry.name,
    entryPoints: entries.map((e) => e.file),
    tsconfig: join(entry.dir, 'tsconfig.json'),
    readme: existsSync(readme) ? readme : 'none',
    basePath: root,
    validation: checks,
  }, [new TSConfigReader()]);
  // Entry modules are named after their import specifiers, not their file names.
  const names = new Map(entries.map((e) => [e.file, e.specifier]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    if (file && names.has(file)) reflection.name = names.get(file);
  });
  convertCallsToFunctions(app);
  readLeadingFileComments(app);
  const project = await app.convert();
  if (!project) { console.error(`docs: ${entry.name} did not convert`); process.exit(1); }
  app.validate(project);
  failures += app.logger.warningCount + app.logger.errorCount;

  // Missing comments: printed and fatal, or (a pending package) counted, printed only with --count.
  const isPending = TSDOC_PENDING.has(entry.name);
  const before = app.logger.warningCount;
  if (isPending && !countOnly) app.logger.level = LogLevel.Error;
  app.options.setValue('validation', { ...checks, invalidPath: false, rewrittenLink: false, notDocumented: true });
  app.validate(project);
  const missing = app.logger.warningCount - before;
  if (isPending) pending += missing; else failures += missing;
  if (countOnly || (isPending && missing)) console.log(`${entry.name}: ${missing} exports without TSDoc${isPending ? ' (pending)' : ''}`);

  const file = join(work, `${entry.name.replace('@sitekit/', '')}.json`);
  writeFileSync(file, JSON.stringify(app.serializer.projectToObject(project, root)));
  converted.push(file);
}
if (countOnly) { console.log(`docs: ${failures} failing warnings, ${pending} pending`); process.exit(failures ? 1 : 0); }
if (failures) { console.error(`docs: ${failures} warnings (above): conversion, paths, or exports without TSDoc`); process.exit(1); }

// The guides in reading order: the one list that orders them (each guide's previous / next links follow it).
// A guide in docs/guides/ that is not listed comes after these, by name; a listed name without a file is skipped.
const GUIDE_ORDER = [
  'getting-started', 'emulator', 'platform-sdk-on-the-emulator', 'authentication', 'nextjs', 'react', 'data-collections', 'media-uploads',
  'errors-and-retries', 'security', 'porting',
];
const guideFiles = readdirSync(join(root, 'docs/guides')).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3));
const guides = [...GUIDE_ORDER.filter((g) => guideFiles.includes(g)), ...guideFiles.filter((g) => !GUIDE_ORDER.includes(g)).sort()]
  .map((g) => join(root, 'docs/guides', `${g}.md`));
const guidesInOrder = [...guides];
// The reference pages in docs/ that the guides link to (porting in full, several Next.js instances).
for (const page of ['porting', 'next-several-instances']) if (existsSync(join(root, 'docs', `${page}.md`))) guides.push(join(root, 'docs', `${page}.md`));

const site = await Application.bootstrapWithPlugins({
  name: 'SiteKit',
  entryPointStrategy: 'merge',
  entryPoints: converted,
  readme: join(root, 'docs/index.md'),
  projectDocuments: guides,
  out,
  cleanOutputDir: true,
  navigation: { includeCategories: false, includeGroups: false, includeFolders: false },
  searchInComments: true,
  searchInDocuments: true,
  validation: { notExported: false, notDocumented: false, invalidLink: true, invalidPath: true, rewrittenLink: true, unusedMergeModuleWith: false },
  customCss: join(root, 'docs/site.css'),
  treatWarningsAsErrors: true,
  logLevel: 'Warn',
}, []);
shapeSearch(site);
listReexportedMembers(site);
linkGuidesInOrder(site, guidesInOrder);
const project = await site.convert();
if (!project) process.exit(1);
site.validate(project);
if (site.logger.hasWarnings() || site.logger.hasErrors()) { console.error('docs: the merged site has warnings (above)'); process.exit(1); }
await site.generateDocs(project, out);
if (site.logger.hasWarnings() || site.logger.hasErrors()) process.exit(1);
cleanSearchParents(out);
console.log(`docs: ${relative(process.cwd(), out) || out}/index.html (${packages.length} packages, ${guides.length} guides${pending ? `; ${pending} exports still without TSDoc in TSDOC_PENDING packages` : ''})`);
