import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { BlobStore } from './engine/types';

/** A key as a relative file path (each segment percent-encoded, so no key leaves the directory). */
const pathOf = (dir: string, key: string) => join(dir, ...key.split('/').map((segment) => encodeURIComponent(segment).replace(/^\.+/, (dots) => '%2E'.repeat(dots.length))));

/** Temporary files start with a dot, which no encoded key segment does. */
const TEMP_PREFIX = '.tmp-';

/** Flushes a file or directory to the disk. */
async function sync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes bytes so that a crash leaves the old file or the new one, never half of it (temp file, fsync, rename, fsync the directory). */
async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(path), `${TEMP_PREFIX}${crypto.randomUUID()}`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  await sync(dirname(path));
}

/** Streams bytes to a file durably (as `writeDurably`), at most `limit` of them: past it the temp file goes and the result is `undefined`. */
async function streamDurably(path: string, stream: ReadableStream<Uint8Array>, limit: number): Promise<number | undefined> {
  const temp = join(dirname(path), `${TEMP_PREFIX}${crypto.randomUUID()}`);
  const handle = await open(temp, 'w');
  const reader = stream.getReader();
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limit) break;
      await handle.write(read.value);
    }
    if (size <= limit) await handle.sync();
  } finally {
    await handle.close();
  }
  if (size > limit) {
    void reader.cancel().catch(() => undefined);
    await rm(temp, { force: true });
    return undefined;
  }
  await rename(temp, path);
  await sync(dirname(path));
  return size;
}

/** Every file under a directory, as paths relative to it (temporary files a crash left behind are removed). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (entry.name.startsWith(TEMP_PREFIX)) await rm(path, { force: true });
    else files.push(relative(dir, path));
  }
  return files;
}

/**
 * A blob store under a directory (Node only: the HTTP face uses it when it persists), so a restart
 * with the same state directory keeps every file's bytes. A `put` is on the disk when it resolves.
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
      await writeDurably(path, bytes);
    },
    putStream: async (key, stream, limit) => {
      const path = pathOf(dir, key);
      await mkdir(dirname(path), { recursive: true });
      return streamDurably(path, stream, limit);
    },
    delete: async (key) => {
      await rm(pathOf(dir, key), { force: true });
    },
    keys: async () => (await filesUnder(dir)).map((path) => path.split(sep).map((segment) => decodeURIComponent(segment)).join('/')),
  };
}

/** Where a persisting emulator keeps things (see `stateLocation`). */
export interface StateLocation {
  /** The snapshot, written atomically. */
  file: string;
  /** The writes since the snapshot, one JSON line each, appended and flushed before each answer. */
  journal: string;
  blobs: BlobStore;
}

/**
 * Where a persisting emulator keeps things: `statePath` is a directory holding `state.json`, its
 * journal `state.json.journal` and `blobs/` (uploaded files' bytes). A path ending in `.json` is the
 * older single state file; its journal sits beside it and its blobs go to a `<name>.blobs/` directory.
 */
export function stateLocation(statePath: string): StateLocation {
  const legacy = statePath.endsWith('.json');
  const file = legacy ? statePath : join(statePath, 'state.json');
  mkdirSync(dirname(file), { recursive: true });
  return { file, journal: `${file}.journal`, blobs: directoryBlobs(legacy ? `${statePath.slice(0, -5)}.blobs` : join(statePath, 'blobs')) };
}
