import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/files.ts', 'src/upload.ts']);
