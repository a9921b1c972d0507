import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Options } from 'tsup';
import { preset } from '../../tsup.preset';

type Plugin = NonNullable<Options['plugins']>[number];

/**
 * `next` has no `exports` map, so plain Node ESM (a test runner, a script) finds `next/server.js`
 * but not `next/server` (ERR_MODULE_NOT_FOUND), and TypeScript under node16 resolution finds no
 * types for it either; Next's own bundler resolves both. The built code and declarations name the
 * files: `import … from 'next/server.js'`.
 */
const withExtension = (code: string) => code.replace(/(from |import\(|require\()(['"])(next\/[\w/-]+)\2/g, '$1$2$3.js$2');
const nextFileSpecifiers: Plugin = { name: 'next-file-specifiers', renderChunk: (code) => ({ code: withExtension(code) }) };

export default preset(['src/index.ts', 'src/server.ts', 'src/client.ts', 'src/redis.ts', 'src/token-storage.ts'], {
  external: ['next', /^next\//, 'redis', /^node:/, '@sitekit/next'],
  removeNodeProtocol: false,
  plugins: [nextFileSpecifiers],
  async onSuccess() {
    for (const file of readdirSync('dist').filter((f) => /\.d\.c?ts$/.test(f))) {
      writeFileSync(`dist/${file}`, withExtension(readFileSync(`dist/${file}`, 'utf8')));
    }
  },
});
