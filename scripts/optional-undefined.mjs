#!/usr/bin/env node
// Every optional property of a shipped type accepts an explicit `undefined` (`host?: string | undefined`),
// so options written as `{ host: process.env.SITEKIT_HOST }` compile under `exactOptionalPropertyTypes`,
// which `tsc --init` turns on. Output types follow the same rule: one rule a script can check, whichever
// way a type is used (a product read is often sent back), and reading `name` gives `string | undefined`
// either way.
//
//   node scripts/optional-undefined.mjs          lists the optional properties (and `?` mapped types) of
//                                                packages/*/src without `undefined`; exit 1 if any
//   node scripts/optional-undefined.mjs --fix    adds `| undefined` to each of them
//
// `pnpm check:packages` runs the same check over the built `.d.ts` files, as consumers get them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether a type written in a declaration already takes `undefined` (or anything). */
function takesUndefined(type) {
  switch (type.kind) {
    case ts.SyntaxKind.UndefinedKeyword:
    case ts.SyntaxKind.AnyKeyword:
    case ts.SyntaxKind.UnknownKeyword:
      return true;
    case ts.SyntaxKind.ParenthesizedType:
      return takesUndefined(type.type);
    case ts.SyntaxKind.UnionType:
      return type.types.some(takesUndefined);
    case ts.SyntaxKind.LiteralType:
      return type.literal.kind === ts.SyntaxKind.UndefinedKeyword;
    default:
      return false;
  }
}

/**
 * Optional properties left exact, by `Declaration.member` path: what we hand to code the consumer brings,
 * whose own types take no explicit `undefined` (node-redis's `set` options), so widening would refuse it.
 */
const exact = new Set(['RedisCommands.set']);

/** `Declaration.member` of the interface, type or class member a node sits in (`RedisCommands.set`). */
function memberPath(node) {
  const names = [];
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isMethodSignature(at) || ts.isPropertySignature(at) || ts.isMethodDeclaration(at) || ts.isPropertyDeclaration(at)) && at.name) names.unshift(at.name.getText());
    if ((ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at) || ts.isClassDeclaration(at)) && at.name) names.unshift(at.name.text);
  }
  return names.slice(0, 2).join('.');
}

/** Types whose text needs parentheses before `| undefined` is appended (`(() => void) | undefined`). */
const needsParentheses = new Set([ts.SyntaxKind.FunctionType, ts.SyntaxKind.ConstructorType, ts.SyntaxKind.ConditionalType, ts.SyntaxKind.InferType]);

/**
 * The optional properties (and `?` mapped types) of a file whose type does not take `undefined`, each as
 * `{ line, column, text, type }` (`type`: the type node, for `--fix`).
 */
export function optionalWithoutUndefined(fileName, text = readFileSync(fileName, 'utf8')) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    const optionalProperty = (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.questionToken && node.type;
    const optionalMapped = ts.isMappedTypeNode(node) && node.questionToken && node.questionToken.kind !== ts.SyntaxKind.MinusToken && node.type;
    if ((optionalProperty || optionalMapped) && !takesUndefined(node.type) && !exact.has(memberPath(node))) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, column: character + 1, text: node.getText(source).split('\n')[0].slice(0, 120), type: node.type });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((entry) => ({ ...entry, source }));
}

/**
 * The text of a file with `| undefined` added to each type `optionalWithoutUndefined` finds: the innermost
 * ones first (they never overlap), then again on the new text, until none is left.
 */
export function addUndefined(fileName, text) {
  let out = text;
  for (let found = optionalWithoutUndefined(fileName, out); found.length; found = optionalWithoutUndefined(fileName, out)) {
    const innermost = found.filter(({ type }) => !found.some((other) => other.type !== type && other.type.pos >= type.pos && other.type.end <= type.end));
    for (const { type, source } of innermost.sort((a, b) => b.type.end - a.type.end)) {
      const start = type.getStart(source);
      const wrap = needsParentheses.has(type.kind);
      out = `${out.slice(0, start)}${wrap ? '(' : ''}${out.slice(start, type.end)}${wrap ? ')' : ''} | undefined${out.slice(type.end)}`;
    }
  }
  return out;
}

/**
 * The SDK packages: every public package but the emulator, whose types describe the platform's state
 * (the emulator is started, not programmed against with options objects).
 */
export const sdkPackages = () => readdirSync(join(root, 'packages'))
  .filter((dir) => dir !== 'emulator' && !JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')).private);

/** The shipped source files of every SDK package (tests and test helpers left out). */
export function shippedSources() {
  return sdkPackages()
    .flatMap((dir) => readdirSync(join(root, 'packages', dir, 'src'), { recursive: true })
      .map((file) => join(root, 'packages', dir, 'src', String(file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file) && !/[\\/]test[\\/]/.test(file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fix = process.argv.includes('--fix');
  let count = 0;
  for (const file of shippedSources()) {
    const text = readFileSync(file, 'utf8');
    const found = optionalWithoutUndefined(file, text);
    if (!found.length) continue;
    count += found.length;
    if (fix) writeFileSync(file, addUndefined(file, text));
    else for (const { line, column, text: property } of found) console.log(`${relative(root, file)}(${line},${column}): ${property}`);
  }
  if (fix) console.log(`optional-undefined: added \`| undefined\` to ${count} optional properties`);
  else if (count) {
    console.error(`optional-undefined: ${count} optional properties without \`undefined\` (node scripts/optional-undefined.mjs --fix adds it)`);
    process.exit(1);
  } else console.log('optional-undefined: every optional property takes undefined');
}
