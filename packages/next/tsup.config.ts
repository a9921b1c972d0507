import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/server.ts', 'src/client.ts'], { external: ['next', /^next\//] });
