import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/products.ts', 'src/collections.ts']);
