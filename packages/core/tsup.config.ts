import { preset } from '../../tsup.preset';

export default preset(['src/index.ts', 'src/auth.ts', 'src/auth-member.ts', 'src/identity.ts', 'src/api-key.ts', 'src/webhooks.ts']);
