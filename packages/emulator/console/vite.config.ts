import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The console: a static React app served by the emulator's HTTP face at `/_emulator/`, built into
 * `dist/console`. JSX goes through esbuild's automatic runtime (no Babel plugin needed).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/_emulator/',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The page's CSP allows no inline script: keep the module preload polyfill out.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
  },
  logLevel: 'warn',
});
