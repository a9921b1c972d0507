import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BlobStore } from './engine/types';

/** A key as a relative file path (each segment percent-encoded, so no key leaves the directory). */
const pathOf = (dir: string, key: string) => join(dir, ...key.split('/').map((s) => encodeURIComponent(s).replace(/^\.+/, (d) => '%2E'.repeat(d.length))));

/**
 * A blob store under a directory (Node only: the HTTP face uses it when it persists), so a restart
 * with the same state directory keeps every file's bytes.
 */
export function directoryBlobs(dir: string): BlobStore {
  return {
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(dir, key)));
      } catch {
        return undefined;
      }
    },
    put: async (key, bytes) => {
      const path = pathOf(dir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    delete: async (key) => {
      await rm(pathOf(dir, key), { force: true });
    },
  };
}

/**
 * Where a persisting emulator keeps things: `statePath` is a directory holding `state.json` and
 * `blobs/` (uploaded files' bytes). A path ending in `.json` is the older single state file; its
 * blobs go to a `<name>.blobs/` directory beside it.
 */
export function stateLocation(statePath: string): { file: string; blobs: BlobStore } {
  const legacy = statePath.endsWith('.json');
  const file = legacy ? statePath : join(statePath, 'state.json');
  mkdirSync(dirname(file), { recursive: true });
  return { file, blobs: directoryBlobs(legacy ? `${statePath.slice(0, -5)}.blobs` : join(statePath, 'blobs')) };
}
