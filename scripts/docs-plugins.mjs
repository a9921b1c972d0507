// The TypeDoc hooks behind `scripts/docs.mjs`: how SiteKit's sources read as a reference, and what the site adds
// around TypeDoc's default theme. Nothing here is shipped; it runs only when the docs are built.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { Comment, Converter, IndexEvent, JSX, PageEvent, ReflectionFlag, ReflectionKind } from 'typedoc';
import ts from 'typescript';

/** The property that marks a call definition (`CALL` in `@sitekit/core`'s `define-call.ts`). */
const CALL_KEY = '~sitekitCall';

/**
 * A call is declared as a variable of type `Call<F>` (what `createClient` binds into a method of type `F`), so
 * TypeDoc would show `Variable addToCurrentCart: Call<(options?: …) => Promise<CartResponse>>`. What a reader
 * calls is `F`: this converts each such variable into a function with `F`'s signatures (parameters, return type,
 * type parameters, overloads), carrying the variable's TSDoc onto them.
 */
export function convertCallsToFunctions(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Variable)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration) return;
    const { checker, project } = context;
    const factory = checker.getTypeOfSymbolAtLocation(symbol, declaration).getProperty(CALL_KEY);
    const method = factory && checker.getTypeOfSymbolAtLocation(factory, declaration).getCallSignatures()[0]?.getReturnType();
    if (!method?.getCallSignatures().length) return;

    // Convert F itself, inlined even when it is a named alias or interface (`Call<QueryCall>`).
    const scope = context.withScope(reflection);
    for (const name of [method.aliasSymbol?.name, method.getSymbol()?.name]) if (name) scope.inlineType.add(name);
    const converted = context.converter.convertType(scope, method);
    const literal = converted.type === 'reflection' ? converted.declaration : undefined;
    if (!literal?.signatures?.length) return;

    // The variable's own type (`Call<…>`) and the literal that held F's signatures leave the project.
    for (const argument of reflection.type?.type === 'reference' ? reflection.type.typeArguments ?? [] : []) {
      if (argument.type === 'reflection') project.removeReflection(argument.declaration);
    }
    const signatures = literal.signatures;
    literal.signatures = undefined;
    project.removeReflection(literal);

    reflection.kind = ReflectionKind.Function;
    reflection.type = undefined;
    reflection.defaultValue = undefined;
    reflection.setFlag(ReflectionFlag.Const, false);
    reflection.signatures = signatures;
    for (const signature of signatures) {
      signature.parent = reflection;
      signature.name = reflection.name;
      if (!signature.comment && reflection.comment) signature.comment = reflection.comment.clone();
    }
    // One signature: the comment is the signature's, as TypeDoc does for a function (`@param` then documents
    // the parameters). Overloads keep the shared comment on the function too.
    if (signatures.length === 1) delete reflection.comment;
  });
}

/**
 * TypeDoc reads a file's leading comment as the module's only when it carries `@module`; SiteKit's entry files
 * (`current-cart.ts`, `options.ts`) and module indexes (`current-cart/index.ts`) start with a plain TSDoc comment
 * above their exports instead. For a module or namespace without a comment whose file begins with an import or
 * export statement, that leading comment describes the module: use it.
 */
export function readLeadingFileComments(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.SomeModule) || reflection.comment) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.find(ts.isSourceFile);
    const first = file?.statements[0];
    if (!first || !(ts.isExportDeclaration(first) || ts.isImportDeclaration(first))) return;
    const comment = context.getNodeComment(first, false);
    if (comment) reflection.comment = comment;
  });
}

/**
 * What search lists: each export once, and the guides first for the words they are about.
 * - A re-export (`@sitekit/core/auth`'s `OAuthStrategy`, a subpath entry's namespace) is a reference to the export
 *   its package documents: left out, so a query finds the export once, under the module that documents it.
 * - Guides weigh `boost` times an export: a query for `emulator` finds the emulator guide before the emulator's
 *   classes, while an export named exactly like the query still comes first (the theme boosts an exact name ×10,
 *   and a guide's text, long and about many things, scores low per word). 16 keeps both true for the queries the
 *   e2e-docs run checks (`emulator`, `addToCurrentCart`, `createClient`).
 */
export function shapeSearch(site, boost = 16) {
  site.renderer.on(IndexEvent.PREPARE_INDEX, (event) => {
    for (let i = event.searchResults.length - 1; i >= 0; i--) {
      if (event.searchResults[i].isReference()) event.removeResult(i);
    }
    for (const reflection of event.searchResults) if (reflection.isDocument()) reflection.relevanceBoost = boost;
  });
}

/**
 * Search shows each result under its parent's full name. Every package is a module of the merged site holding
 * modules named after its import specifiers, so `currentCart.addToCurrentCart` read
 * `@sitekit/ecom.@sitekit/ecom.currentCart`: the package's name once is enough (`@sitekit/ecom.currentCart`,
 * `@sitekit/core/auth/member`). Rewrites the search data TypeDoc wrote into `assets/search.js`.
 */
export function cleanSearchParents(out) {
  const file = join(out, 'assets', 'search.js');
  const source = readFileSync(file, 'utf8');
  const match = /^window\.searchData = "([^"]*)";\s*$/.exec(source);
  if (!match) throw new Error('docs: assets/search.js is not in the form TypeDoc 0.28 writes');
  const data = JSON.parse(inflateSync(Buffer.from(match[1], 'base64')).toString('utf8'));
  for (const row of data.rows) if (row.parent) row.parent = withoutPackagePrefix(row.parent);
  writeFileSync(file, `window.searchData = "${deflateSync(Buffer.from(JSON.stringify(data))).toString('base64')}";`);
}

/**
 * `@sitekit/ecom.@sitekit/ecom/current-cart.x` → `@sitekit/ecom/current-cart.x`, and the anonymous type a
 * property sits in is not named (`siteKitKeys.__type.products` → `siteKitKeys.products`); other names unchanged.
 */
export function withoutPackagePrefix(parent) {
  const names = parent.split('.').filter((name) => name !== '__type');
  const [pkg, entry] = names;
  return entry !== undefined && (entry === pkg || entry.startsWith(`${pkg}/`)) ? names.slice(1).join('.') : names.join('.');
}

/** The first paragraph of a reflection's comment (a function's is on its signature), as display parts. */
function summaryOf(reflection) {
  const comment = reflection.comment ?? reflection.signatures?.find((s) => s.comment)?.comment;
  const parts = [];
  for (const part of comment?.summary ?? []) {
    const end = part.kind === 'text' ? part.text.indexOf('\n\n') : -1;
    parts.push(end === -1 ? { ...part } : { ...part, text: part.text.slice(0, end) });
    if (end !== -1) break;
  }
  return parts.map((part) => (part.kind === 'text' ? { ...part, text: part.text.replace(/\n/g, ' ') } : part));
}

const link = (target, text = target.name) => ({ kind: 'inline-tag', tag: '@link', text, target });
const text = (value) => ({ kind: 'text', text: value });

/** Values a reader calls or reads, in the order a module page lists them; then the types, named only. */
const VALUE_KINDS = [ReflectionKind.Function, ReflectionKind.Class, ReflectionKind.Variable, ReflectionKind.Enum, ReflectionKind.Namespace];

/** A bullet per value (linked, with its summary), then one bullet linking every type. */
function memberList(members) {
  const rank = (r) => { const i = VALUE_KINDS.findIndex((kind) => r.kindOf(kind)); return i === -1 ? VALUE_KINDS.length : i; };
  const sorted = [...members].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const values = sorted.filter((r) => rank(r) < VALUE_KINDS.length);
  const types = sorted.filter((r) => rank(r) === VALUE_KINDS.length);
  const parts = [];
  for (const member of values) {
    const summary = summaryOf(member);
    parts.push(text('\n- '), link(member), ...(summary.length ? [text(': '), ...summary] : []));
  }
  if (types.length) {
    parts.push(text('\n- Types: '));
    types.forEach((member, index) => parts.push(...(index ? [text(', ')] : []), link(member)));
  }
  parts.push(text('\n'));
  return parts;
}

/**
 * A subpath entry (`@sitekit/ecom/current-cart`, `@sitekit/react/options`) re-exports what its package's main entry
 * already documents, so TypeDoc gives it a page of bare references. Its page now lists those members, each linked
 * to where it is documented, with its summary: a namespace (`currentCart`) by its own members. Added as the page
 * renders, after the search index is built, so search still finds each export once.
 */
export function listReexportedMembers(site) {
  site.renderer.on(PageEvent.BEGIN, (page) => {
    const module = page.model;
    if (!module?.kindOf?.(ReflectionKind.SomeModule) || !module.children?.length) return;
    const references = module.children.filter((child) => child.kindOf(ReflectionKind.Reference));
    if (!references.length || references.length !== module.children.length) return;
    const targets = references.map((reference) => reference.getTargetReflectionDeep());
    const namespaces = targets.filter((target) => target.kindOf(ReflectionKind.SomeModule));
    const others = targets.filter((target) => !target.kindOf(ReflectionKind.SomeModule));
    const parts = [];
    for (const namespace of namespaces) {
      const own = (namespace.children ?? []).filter((child) => !child.kindOf(ReflectionKind.Reference));
      parts.push(text(`\n\n### \`${namespace.name}\`\n\n`), ...summaryOf(namespace), text(`\n\nDocumented at `), link(namespace, withoutPackagePrefix(namespace.getFullName())), text('; its members:\n'), ...memberList(own));
    }
    if (others.length) parts.push(text(`\n\n### ${namespaces.length ? 'Also exported' : 'Exports'}\n\nEach is documented where its package's main entry exports it:\n`), ...memberList(others));
    module.comment ??= new Comment([]);
    module.comment = module.comment.clone();
    module.comment.summary.push(...parts);
  });
}

/**
 * Previous / next links at the foot of every guide, in reading order (`guides`: the guides' absolute paths in
 * that order), as TanStack Query's and tRPC's guides have.
 */
export function linkGuidesInOrder(site, guides) {
  site.renderer.hooks.on('content.end', (context) => {
    const model = context.page.model;
    if (!model?.isDocument?.()) return JSX.createElement(JSX.Fragment, null);
    const project = model.project;
    const byPath = new Map(project.getReflectionsByKind(ReflectionKind.Document).map((doc) => [project.files.getReflectionPath(doc), doc]));
    const ordered = guides.map((path) => byPath.get(path)).filter(Boolean);
    const index = ordered.indexOf(model);
    if (index === -1) return JSX.createElement(JSX.Fragment, null);
    const side = (doc, rel, label) => doc
      ? JSX.createElement('a', { href: context.urlTo(doc), rel, class: `sitekit-pager-${rel}` },
        JSX.createElement('span', { class: 'sitekit-pager-label' }, label), JSX.createElement('span', { class: 'sitekit-pager-title' }, doc.name))
      : JSX.createElement('span', null);
    return JSX.createElement('nav', { class: 'sitekit-pager', 'aria-label': 'Guides' },
      side(ordered[index - 1], 'prev', '← Previous'), side(ordered[index + 1], 'next', 'Next →'));
  });
}
