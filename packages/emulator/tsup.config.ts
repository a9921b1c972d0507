import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/msw.ts', 'src/server.ts', 'src/bin.ts'], { platform: 'node' });
