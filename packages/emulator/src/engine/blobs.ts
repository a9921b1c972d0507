import { readStreamBytes } from './body';
import type { BlobStore } from './types';

/**
 * The default blob store: bytes in memory, one store per emulator (no module state). Copies in and
 * out, so a caller changing its array later does not change the stored file.
 */
export function memoryBlobs(): BlobStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    get: async (key) => {
      const bytes = blobs.get(key);
      return bytes && new Uint8Array(bytes);
    },
    put: async (key, bytes) => {
      blobs.set(key, new Uint8Array(bytes));
    },
    delete: async (key) => {
      blobs.delete(key);
    },
    putStream: async (key, stream, limit) => {
      const bytes = await readStreamBytes(stream, limit);
      if (bytes) blobs.set(key, bytes);
      return bytes?.byteLength;
    },
    keys: async () => [...blobs.keys()],
  };
}
