import { closeSync, ftruncateSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Emulator } from './engine/emulator';
import type { StateLocation } from './state-dir';
import { nodeStateFs, StateWriteError, writeFileAtomically, writeFully, type StateFileSystem } from './state-io';
import type { RequestChanges, StateTracker } from './state-tracker';
import { nodeAt, piecesOf, savedNode, setNodeAt, textOf, topmost, valueOf, type SavedNode, type StatePath } from './state-tree';

/** Past this size the journal is folded into a fresh snapshot. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;

/**
 * The emulator's state on disk: a snapshot written atomically, and a journal that each answered write
 * is appended to (and flushed) before its answer goes out, so a crash loses no acknowledged write.
 */
export interface StateStore {
  /** A mark a request takes when it starts: a request that ran while a write was rolled back is refused. */
  readonly generation: number;
  /** Hands a finished request's changes to the next flush (or, when a write failed while it ran, undoes them). */
  finish(changes: RequestChanges, generation: number | undefined): void;
  /**
   * Journals what changed since the last flush (each changed record, not whole slices); resolves once it is on the disk.
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

/** The state store's disk and where its notices go. */
export interface StateStoreOptions {
  /** The file operations (default `node:fs`). */
  io?: StateFileSystem | undefined;
  /** Where notices go (a compaction that failed; default `console.warn`). */
  log?: ((message: string) => void) | undefined;
  /** The API keys of the state being opened (default: read from a whole snapshot of it). */
  apiKeys?: readonly string[] | undefined;
  /** Whether to write the state as a fresh snapshot first (default); `false` when `state.json` holds it as it is. */
  snapshotAtOpen?: boolean | undefined;
}

/** The emulator clock's offset from the real time, exactly (read again if the millisecond turned meanwhile). */
function clockOffset(emulator: Emulator): number {
  for (;;) {
    const now = Date.now();
    const offset = emulator.clock.now().getTime() - now;
    if (Date.now() === now) return offset;
  }
}

/** Opens the journal for appending, after writing the saved state as a fresh snapshot. */
export async function openStateStore(location: StateLocation, emulator: Emulator, tracker: StateTracker, options: StateStoreOptions = {}): Promise<StateStore> {
  const io = options.io ?? nodeStateFs;
  const log = options.log ?? console.warn;
  const directory = dirname(location.file);
  let apiKeys = options.apiKeys ?? tracker.quietly(() => emulator.snapshot()).apiKeys;
  let builds = tracker.builds;
  /** The state as the disk holds it (snapshot and journal). */
  const saved = new Map<string, SavedNode>();
  tracker.take();
  for (const name of tracker.domains()) setNodeAt(saved, [name], savedNode(tracker.valueAt([name]), [name], tracker.isBranch) ?? { text: '{}' });
  let fd = openSync(location.journal, 'a+');
  let size = 0;
  let compactAt = COMPACT_AT_BYTES;
  let generation = 0;
  let failure: StateWriteError | undefined;
  let broken: StateWriteError | undefined;
  let open = true;
  let compacting: Promise<void> | undefined;
  /** The last step queued (flush or journal cut); each runs after the one before. */
  let tail: Promise<void> = Promise.resolve();
  /** The last flush queued, which reads wait for. */
  let lastFlush: Promise<void> = Promise.resolve();
  /** The flush not started yet, which new commits join. */
  let queued: Promise<void> | undefined;

  const stale = (mark: number | undefined) => {
    if (mark !== undefined && mark !== generation) throw new StateWriteError(directory, failure?.cause, 'an earlier write failed while this request ran, so nothing of it was kept');
  };

  /** Puts the paths back to what the disk holds. */
  const restore = (paths: Iterable<StatePath>) => {
    for (const path of topmost(paths)) {
      const node = nodeAt(saved, path);
      tracker.restore(path, node ? valueOf(node) : undefined);
    }
  };

  /** The snapshot's text in pieces: what the disk holds, one domain a line. */
  function* snapshotText(clockOffsetMs: number) {
    yield `{\n  "version": 1,\n  "apiKeys": ${JSON.stringify(apiKeys)},\n  "clockOffsetMs": ${clockOffsetMs},\n  "domains": {`;
    let first = true;
    for (const [name, node] of saved) {
      yield `${first ? '' : ','}\n    ${JSON.stringify(name)}: `;
      first = false;
      yield* piecesOf(node);
    }
    yield '\n  }\n}\n';
  }

  /** Queues `step` after the steps before it. */
  const enqueue = (step: () => Promise<void>) => {
    const run = tail.catch(() => undefined).then(step);
    tail = run;
    return run;
  };

  /**
   * Drops the journal's first `from` bytes, which a snapshot now holds (a queued step: no flush runs
   * meanwhile). Lines appended while the snapshot was written are kept, in a journal written atomically.
   */
  const dropJournalHead = async (from: number) => {
    if (size === from) {
      ftruncateSync(fd, 0);
      await io.sync(fd);
    } else {
      const rest = Buffer.alloc(size - from);
      readSync(fd, rest, 0, rest.length, from);
      await writeFileAtomically(location.journal, rest.toString('utf8'), io);
      closeSync(fd);
      fd = openSync(location.journal, 'a+');
    }
    size -= from;
    compactAt = COMPACT_AT_BYTES;
  };

  /** Writes what the disk holds as the snapshot while writes go on, then cuts the journal (only once the snapshot is whole). */
  const writeSnapshot = async () => {
    const from = size;
    await writeFileAtomically(location.file, snapshotText(clockOffset(emulator)), io);
    await enqueue(() => dropJournalHead(from));
  };

  const flush = async () => {
    if (broken) throw broken;
    const batch = tracker.take();
    const changes: Array<[StatePath, SavedNode | undefined]> = [];
    const parts: string[] = [];
    for (const path of topmost(batch.values())) {
      const node = savedNode(tracker.valueAt(path), path, tracker.isBranch);
      const before = nodeAt(saved, path);
      const text = node && textOf(node);
      if (before ? text !== undefined && textOf(before) === text : text === undefined) continue;
      changes.push([path, node]);
      parts.push(text === undefined ? `[${JSON.stringify(path)}]` : `[${JSON.stringify(path)},${text}]`);
    }
    if (parts.length === 0) return;
    const line = Buffer.from(`{"changes":[${parts.join(',')}]}\n`);
    try {
      await writeFully(io, fd, line);
      await io.sync(fd);
    } catch (error) {
      failure = new StateWriteError(directory, error, 'nothing was changed');
      restore([...batch.values(), ...tracker.take().values()]);
      generation++;
      try {
        ftruncateSync(fd, size); // a line cut short must not sit before the next one
      } catch (truncating) {
        broken = new StateWriteError(directory, truncating, 'the journal could not be cut back, so no more writes are taken until a restart');
      }
      throw failure;
    }
    size += line.length;
    for (const [path, node] of changes) setNodeAt(saved, path, node);
    if (size > compactAt && !compacting) {
      compacting = writeSnapshot()
        .catch((error: unknown) => {
          compactAt = size * 2; // the journal keeps every write; try again once it has doubled
          log(`sitekit-emulator: ${new StateWriteError(directory, error, 'the journal keeps every write').message}`);
        })
        .finally(() => {
          compacting = undefined;
        });
    }
  };

  const commit = (mark?: number) => {
    if (!open) return Promise.resolve();
    if (!queued) {
      queued = enqueue(() => {
        queued = undefined;
        return flush();
      });
      lastFlush = queued;
    }
    return queued.then(() => stale(mark));
  };

  const compact = async () => {
    if (!open) return;
    if (tracker.builds !== builds) {
      // Replaced by `emulator.load` or `reset`: the API keys may have changed too.
      apiKeys = tracker.quietly(() => emulator.snapshot()).apiKeys;
      builds = tracker.builds;
    }
    await commit();
    while (compacting) await compacting;
    // Marked as compacting, so a flush meanwhile starts no second snapshot on the same temp file.
    const run = writeSnapshot();
    compacting = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      await run;
    } catch (error) {
      throw new StateWriteError(directory, error, 'state.json and its journal were left as they were (the journal holds every saved write)');
    } finally {
      compacting = undefined;
    }
  };

  if (options.snapshotAtOpen !== false) await writeSnapshot();
  return {
    get generation() {
      return generation;
    },
    finish: (changes, mark) => {
      if (mark !== undefined && mark !== generation) restore(changes.paths.values());
      else tracker.release(changes);
      changes.paths.clear();
    },
    commit,
    settled: (mark) => lastFlush.catch(() => undefined).then(() => stale(mark)),
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
