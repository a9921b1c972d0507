import { preset } from '../../tsup.preset';

// Each entry re-exports the runtime's entry of the same subpath; `@sitekit/core-runtime` is a dependency,
// so the build keeps it external and the output is a one-line re-export per format.
export default preset(['src/index.ts', 'src/auth.ts', 'src/auth-member.ts', 'src/identity.ts', 'src/api-key.ts', 'src/webhooks.ts']);
