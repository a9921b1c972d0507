import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/items.ts']);
