import { close, fdatasync, fsync, open, rename, unlink, write } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

/**
 * The two file operations the state directory's writes go through (default: `node:fs`). A test passes
 * its own to play a disk that writes short or is full.
 */
export interface StateFileSystem {
  /** Writes up to `length` bytes of `buffer` from `offset` at the end of the open file; how many it wrote (maybe fewer). */
  write(fd: number, buffer: Uint8Array, offset: number, length: number): number | Promise<number>;
  /** Flushes the open file's bytes to the disk. */
  sync(fd: number): void | Promise<void>;
}

/** The state directory's writes through `node:fs`, off the event loop (requests go on while a flush waits on the disk). */
export const nodeStateFs: StateFileSystem = {
  write: (fd, buffer, offset, length) => new Promise((resolve, reject) => write(fd, buffer, offset, length, null, (error, written) => (error ? reject(error) : resolve(written)))),
  sync: (fd) => promisify(fdatasync)(fd),
};

/** A write to the state directory that did not reach the disk; the message names the directory and the cause. */
export class StateWriteError extends Error {
  constructor(directory: string, cause: unknown, consequence: string) {
    const code = (cause as { code?: unknown } | undefined)?.code;
    const why = code === 'ENOSPC' ? 'the disk is full' : code === 'EDQUOT' ? 'the disk quota is used up' : 'the disk refused the write';
    super(`Could not save to the state directory ${directory}: ${why} (${cause instanceof Error ? cause.message : String(cause)}); ${consequence}`, { cause });
    this.name = 'StateWriteError';
  }
}

/** Writes every byte of `bytes`, going on after a short write; a write that makes no progress fails as ENOSPC. */
export async function writeFully(io: StateFileSystem, fd: number, bytes: Uint8Array): Promise<void> {
  for (let offset = 0; offset < bytes.length; ) {
    const written = await io.write(fd, bytes, offset, bytes.length - offset);
    if (!(written > 0)) throw Object.assign(new Error('ENOSPC: no space left on device, write wrote nothing'), { code: 'ENOSPC' });
    offset += written;
  }
}

/** Flushes a directory's entries (a rename in it) to the disk. */
async function syncDirectory(path: string): Promise<void> {
  const fd = await promisify(open)(path, 'r');
  try {
    await promisify(fsync)(fd);
  } finally {
    await promisify(close)(fd);
  }
}

/** How much text is gathered before it is written, when a file's text comes in pieces. */
const CHUNK_CHARS = 1 << 20;

/**
 * Writes a file so that a crash or a full disk leaves the old one or the new one: a temp file written
 * whole and flushed, then renamed over it, then the directory flushed. A temp file that did not fully
 * reach the disk is removed and never renamed; the error is thrown. Text in pieces is written a chunk
 * at a time, other work running in between.
 */
export async function writeFileAtomically(path: string, text: string | Iterable<string>, io: StateFileSystem = nodeStateFs): Promise<void> {
  const temp = `${path}.tmp-${process.pid}`;
  const fd = await promisify(open)(temp, 'w');
  try {
    if (typeof text === 'string') await writeFully(io, fd, Buffer.from(text));
    else {
      let chunk = '';
      for (const piece of text) {
        chunk += piece;
        if (chunk.length < CHUNK_CHARS) continue;
        await writeFully(io, fd, Buffer.from(chunk));
        chunk = '';
      }
      await writeFully(io, fd, Buffer.from(chunk));
    }
    await io.sync(fd);
  } catch (error) {
    await promisify(close)(fd).catch(() => undefined);
    await promisify(unlink)(temp).catch(() => undefined);
    throw error;
  }
  await promisify(close)(fd);
  await promisify(rename)(temp, path);
  await syncDirectory(dirname(path));
}
