import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/auth.ts', 'src/identity.ts', 'src/api-key.ts', 'src/webhooks.ts']);
