/**
 * The test projects, one per package and one for the example storefront. The root `vitest.config.ts`
 * reads this list into `test.projects` (Vitest 4 dropped workspace files; the list stays here so tools
 * and people find it).
 */
export default [
  'packages/core',
  'packages/core-entry',
  'packages/emulator',
  'packages/stores',
  'packages/ecom',
  'packages/redirects',
  'packages/react',
  'packages/next',
  'packages/data',
  'packages/members',
  'packages/reviews',
  'packages/media',
  'packages/contract',
  'packages/compat',
  'examples/storefront',
];
