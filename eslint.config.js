import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const emulatorNeverImportsTheSdk = { group: ['@sitekit/*'], message: 'The emulator is the platform: it never imports the SDK.' };

/**
 * Inside `packages/emulator/src/domains/<domain>/`: a `../<other>/…` import must be `../<other>/access`,
 * `../shared/…` or `../commerce/…`.
 */
const onlyThroughAccess = {
  regex: `^\\.\\./(?!\\.\\.(/|$))(?!shared/)(?!commerce/)(?![\\w-]+/access$)[\\w-]+(/.*)?$`,
  message: 'Another domain is reached only through its access.ts (or shared/ and commerce/ helpers).',
};

/** Outside `packages/emulator/src/domains/`: a domain is imported only as `../domains/<domain>/access`. */
const domainsOnlyThroughAccess = {
  regex: `^\\.\\./domains/(?!shared/)(?!commerce/)(?![\\w-]+/access$).+$`,
  message: 'A domain is reached only through its access.ts.',
};

/** Lint rules that carry the design (see decisions/): only core imports ky, no deep imports across packages. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/.next/**', '**/node_modules/**', '**/coverage/**', '**/next-env.d.ts', 'test-artifacts/**', 'docs-site/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Tests, examples and scripts may use `any`; shipped code may not (see below).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Only core (@sitekit/core-runtime) talks HTTP (ky). Use a call definition.' }],
          patterns: [{ group: ['@sitekit/*/src/*', '@sitekit/*/dist/*'], message: 'No deep imports across packages: use the package entry points.' }],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Plain Node scripts: globals come from Node (TypeScript checks the .ts files).
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'scripts/**', '**/*.config.*'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Shipped code reads in whole words (the minifier shortens locals, so short names save nothing) and one
    // statement at a time.
    files: ['packages/*/src/**/*.{ts,tsx}', 'examples/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts', '**/test/**'],
    rules: {
      'id-length': ['error', { min: 2, properties: 'never', exceptions: ['_', 'i', 'j', 'k', 'e', 'x', 'y', 'a', 'b'] }],
      'no-sequences': 'error',
    },
  },
  {
    // Shipped code: an `any` is a named exception, `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- <why>`.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['packages/emulator/src/**', 'packages/emulator/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [emulatorNeverImportsTheSdk] }] },
  },
  {
    // The emulator reads a record by a key a request chose with `ownEntry(table, key)` (engine/own-entry.ts), one
    // way everywhere: flags the inline `Object.hasOwn(table, key) ? table[key] : …` (and `… && Object.hasOwn(…) ? table[key]`).
    // A ternary that asks `Object.hasOwn` and answers anything but the entry is a yes/no question and passes.
    files: ['packages/emulator/src/**/*.ts'],
    ignores: ['packages/emulator/src/engine/own-entry.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['test', 'test.right'].flatMap((test) =>
          ['consequent', 'consequent.expression'].map((read) => ({
            selector: `ConditionalExpression[${test}.callee.object.name='Object'][${test}.callee.property.name='hasOwn'][${read}.type='MemberExpression'][${read}.computed=true]`,
            message: 'Read a record by key with ownEntry(table, key) from engine/own-entry: ids come from requests.',
          })),
        ),
      ],
    },
  },
  {
    // The console server changes the platform's state as a domain would: through the domains' `access.ts`.
    files: ['packages/emulator/src/console-server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [emulatorNeverImportsTheSdk, domainsOnlyThroughAccess] }] },
  },
  {
    // A domain reaches another domain only through its `access.ts`; `shared/` and `commerce/` are helpers, not domains.
    files: ['packages/emulator/src/domains/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [emulatorNeverImportsTheSdk, onlyThroughAccess] }] },
  },
);
