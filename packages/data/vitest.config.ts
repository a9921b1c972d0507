import { project } from '../../vitest.shared';

// Type tests (`*.test-d.ts`) pin the public types of typed collections.
export default project('data', { typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' } });
