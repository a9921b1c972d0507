import { closeSync, ftruncateSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Emulator, EmulatorSnapshot } from './engine/emulator';
import type { StateLocation } from './state-dir';
import { nodeStateFs, StateWriteError, writeFileAtomically, writeFully, type StateFileSystem } from './state-io';

/** Past this size the journal is folded into a fresh snapshot. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;

/**
 * The emulator's state on disk: a snapshot written atomically, and a journal that each answered write
 * is appended to (and flushed) before its answer goes out, so a crash loses no acknowledged write.
 */
export interface StateStore {
  /** A mark a request takes when it starts: a request that ran while a write was rolled back is refused. */
  readonly generation: number;
  /**
   * Journals the domains whose state changed since the last flush; resolves once it is on the disk.
   * Commits asked for while a flush is in flight share the next one. On a write error the state goes
   * back to what is on the disk and it rejects with a `StateWriteError` (so do the commits sharing it).
   */
  commit(generation?: number): Promise<void>;
  /** Resolves once every write flushed or waiting to be is on the disk (a read's answer waits on it). */
  settled(generation?: number): Promise<void>;
  /** Journals what changed (also outside requests), then writes a fresh snapshot and empties the journal. */
  compact(): Promise<void>;
  /** Compacts, then stops writing; rejects, with the journal kept, if the snapshot could not be written. */
  close(): Promise<void>;
}

/** Puts a slice back to `saved` in place, so the objects routes hold stay the state's. */
function restoreInPlace(live: unknown, saved: unknown): void {
  if (Array.isArray(live)) {
    live.splice(0, live.length, ...(saved as unknown[]));
    return;
  }
  const target = live as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, saved);
}

/** Opens the journal for appending, after writing the current state as a fresh snapshot. */
export async function openStateStore(location: StateLocation, emulator: Emulator, io: StateFileSystem = nodeStateFs, log: (message: string) => void = console.warn): Promise<StateStore> {
  const directory = dirname(location.file);
  let meta: Omit<EmulatorSnapshot, 'domains'> = emulator.snapshot();
  const names = Object.keys(emulator.snapshot().domains);
  /** Each slice's JSON as the disk holds it (snapshot and journal). */
  const durable = new Map(names.map((name) => [name, JSON.stringify(emulator.stateOf(name))]));
  const fd = openSync(location.journal, 'a');
  let size = 0;
  let compactAt = COMPACT_AT_BYTES;
  let generation = 0;
  let failure: StateWriteError | undefined;
  let broken: StateWriteError | undefined;
  let open = true;
  /** The last flush (or compaction) queued; each runs after the one before. */
  let tail: Promise<void> = Promise.resolve();
  /** The flush not started yet, which new commits join. */
  let queued: Promise<void> | undefined;

  const stale = (mark: number | undefined) => {
    if (mark !== undefined && mark !== generation) throw new StateWriteError(directory, failure?.cause, 'an earlier write failed while this request ran, so nothing of it was kept');
  };

  /** Memory back to what the disk holds: a write that failed is neither applied nor visible. */
  const rollBack = () => {
    for (const name of names) {
      const saved = durable.get(name)!;
      const live = emulator.stateOf(name);
      if (JSON.stringify(live) !== saved) restoreInPlace(live, JSON.parse(saved));
    }
    generation++;
  };

  const snapshotText = () => {
    const domains = names.map((name) => `\n    ${JSON.stringify(name)}: ${durable.get(name)!}`).join(',');
    return `{\n  "version": 1,\n  "apiKeys": ${JSON.stringify(meta.apiKeys)},\n  "clockOffsetMs": ${meta.clockOffsetMs},\n  "domains": {${domains}\n  }\n}\n`;
  };

  /** Writes the disk's state as the snapshot, then empties the journal (only once the snapshot is whole). */
  const writeSnapshot = async () => {
    await writeFileAtomically(location.file, snapshotText(), io);
    ftruncateSync(fd, 0);
    await io.sync(fd);
    size = 0;
    compactAt = COMPACT_AT_BYTES;
  };

  const flush = async () => {
    if (broken) throw broken;
    const texts = new Map<string, string>();
    for (const name of names) {
      const text = JSON.stringify(emulator.stateOf(name));
      if (durable.get(name) !== text) texts.set(name, text);
    }
    if (texts.size === 0) return;
    const line = Buffer.from(`{"domains":{${[...texts].map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(',')}}}\n`);
    try {
      await writeFully(io, fd, line);
      await io.sync(fd);
    } catch (error) {
      failure = new StateWriteError(directory, error, 'nothing was changed');
      rollBack();
      try {
        ftruncateSync(fd, size); // a line cut short must not sit before the next one
      } catch (truncating) {
        broken = new StateWriteError(directory, truncating, 'the journal could not be cut back, so no more writes are taken until a restart');
      }
      throw failure;
    }
    size += line.length;
    for (const [name, text] of texts) durable.set(name, text);
    if (size > compactAt) {
      await writeSnapshot().catch((error: unknown) => {
        compactAt = size * 2; // the journal keeps every write; try again once it has doubled
        log(`sitekit-emulator: ${new StateWriteError(directory, error, 'the journal keeps every write').message}`);
      });
    }
  };

  /** Queues `step` after the flushes before it. */
  const enqueue = (step: () => Promise<void>) => {
    const run = tail.catch(() => undefined).then(step);
    tail = run;
    return run;
  };

  const commit = (mark?: number) => {
    if (!open) return Promise.resolve();
    queued ??= enqueue(() => {
      queued = undefined;
      return flush();
    });
    return queued.then(() => stale(mark));
  };

  const compact = async () => {
    if (!open) return;
    meta = emulator.snapshot();
    await commit();
    await enqueue(() =>
      writeSnapshot().catch((error: unknown) => {
        throw new StateWriteError(directory, error, `state.json and its journal were left as they were (the journal holds every saved write)`);
      }),
    );
  };

  await writeSnapshot();
  return {
    get generation() {
      return generation;
    },
    commit,
    settled: (mark) => tail.catch(() => undefined).then(() => stale(mark)),
    compact,
    close: async () => {
      try {
        await compact();
      } finally {
        open = false;
        closeSync(fd);
      }
    },
  };
}
