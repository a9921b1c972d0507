import { readFileSync, writeFileSync } from 'node:fs';
import { preset } from '../../tsup.preset';

const CLIENT_ENTRIES = ['dist/index.js', 'dist/index.cjs'];

// Bundling drops module directives, so the client entry gets its "use client" back after the build
// (only `.`: `./options` must stay importable from server components).
export default preset(['src/index.ts', 'src/options.ts'], {
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
  async onSuccess() {
    for (const file of CLIENT_ENTRIES) {
      const code = readFileSync(file, 'utf8');
      if (!code.startsWith('"use client"')) writeFileSync(file, `"use client";\n${code.replace(/^(['"])use client\1;?\n?/m, '')}`);
    }
  },
});
