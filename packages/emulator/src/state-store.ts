import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Emulator, EmulatorSnapshot } from './engine/emulator';
import type { StateLocation } from './state-dir';

/** Past this size the journal is folded into a fresh snapshot. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;

/**
 * The emulator's state on disk: a snapshot written atomically, and a journal that each answered write
 * is appended to (and flushed) before its answer goes out, so a crash loses no acknowledged write.
 */
export interface StateStore {
  /** Appends the domains whose state changed since the last commit, on the disk when it returns. */
  commit(): void;
  /** Writes a fresh snapshot atomically and empties the journal. */
  compact(): void;
  /** Compacts, then stops writing. */
  close(): void;
}

/** Writes a file so that a crash leaves the old one or the new one: temp file, fsync, rename, fsync the directory. */
export function writeFileAtomically(path: string, text: string): void {
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** Renames an unreadable file to `<path>.corrupt-<time>` and says so; the new name. */
function setAside(path: string, reason: string, log: (message: string) => void): void {
  const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  log(`sitekit-emulator: ${path} could not be read (${reason}). It was kept as ${aside}; the emulator starts without it.`);
}

function readSnapshot(file: string, log: (message: string) => void): EmulatorSnapshot | undefined | 'corrupt' {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as EmulatorSnapshot;
    if (parsed?.version !== 1 || typeof parsed.domains !== 'object' || parsed.domains === null || !Array.isArray(parsed.apiKeys)) {
      throw new Error('not an emulator state file of version 1');
    }
    return parsed;
  } catch (error) {
    setAside(file, error instanceof Error ? error.message : String(error), log);
    return 'corrupt';
  }
}

/** The journal's entries in order; a torn last line (a write cut by a crash, never answered) is left out. */
function readJournal(path: string, log: (message: string) => void): Record<string, unknown>[] {
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const entries: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    try {
      entries.push((JSON.parse(line) as { domains: Record<string, unknown> }).domains);
    } catch {
      if (lines.slice(i + 1).some(Boolean)) setAside(path, `line ${i + 1} is not JSON`, log);
      break;
    }
  }
  return entries;
}

/**
 * The saved state: the snapshot with the journal's writes on top (`undefined`: nothing saved). An
 * unreadable snapshot is renamed `<file>.corrupt-<time>` with its journal, and the emulator starts
 * from its seed; the message names the kept file.
 */
export function readSavedState(location: StateLocation, emulator: Emulator, log: (message: string) => void): EmulatorSnapshot | undefined {
  const snapshot = readSnapshot(location.file, log);
  if (snapshot === 'corrupt') {
    if (existsSync(location.journal)) setAside(location.journal, 'its snapshot could not be read', log);
    return undefined;
  }
  const entries = readJournal(location.journal, log);
  if (!snapshot && entries.length === 0) return undefined;
  const base = snapshot ?? { ...emulator.snapshot(), domains: {} };
  return { ...base, domains: Object.assign({}, base.domains, ...entries) as Record<string, unknown> };
}

/** Opens the journal for appending, after writing the current state as a fresh snapshot. */
export function openStateStore(location: StateLocation, emulator: Emulator): StateStore {
  const names = Object.keys(emulator.snapshot().domains);
  const written = new Map<string, string>();
  const fd = openSync(location.journal, 'a');
  let size = 0;
  let open = true;

  const compact = () => {
    if (!open) return;
    writeFileAtomically(location.file, JSON.stringify(emulator.snapshot(), null, 2));
    ftruncateSync(fd, 0);
    fsyncSync(fd);
    size = 0;
    for (const name of names) written.set(name, JSON.stringify(emulator.stateOf(name)));
  };

  const commit = () => {
    if (!open) return;
    const parts: string[] = [];
    for (const name of names) {
      const text = JSON.stringify(emulator.stateOf(name));
      if (written.get(name) === text) continue;
      written.set(name, text);
      parts.push(`${JSON.stringify(name)}:${text}`);
    }
    if (parts.length === 0) return;
    const line = `{"domains":{${parts.join(',')}}}\n`;
    writeSync(fd, line);
    fsyncSync(fd);
    size += Buffer.byteLength(line);
    if (size > COMPACT_AT_BYTES) compact();
  };

  compact();
  return {
    commit,
    compact,
    close: () => {
      compact();
      open = false;
      closeSync(fd);
    },
  };
}
