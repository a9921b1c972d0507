import { preset } from '../../tsup.preset';

// `src/shared/catalog-reference.ts` is built as its own (unexported) entry so that it lands in a
// chunk of its own: importing `catalogReference` alone then does not pull in the products module.
export default preset(['src/index.ts', 'src/products.ts', 'src/collections.ts', 'src/products-v3.ts', 'src/shared/catalog-reference.ts']);
