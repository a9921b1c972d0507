import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { Emulator, EmulatorSnapshot } from './engine/emulator';
import { ownEntry } from './engine/own-entry';
import { setOwn } from './engine/set-own';
import type { StateLocation } from './state-dir';

/** Renames an unreadable file to `<path>.corrupt-<time>` and says so. */
function setAside(path: string, reason: string, log: (message: string) => void): void {
  const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  log(`sitekit-emulator: ${path} could not be read (${reason}). It was kept as ${aside}; the emulator starts without it.`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether every slice of a `domains` map has the kind (object or array) of the emulator's own slice of that name. */
function slicesFit(domains: unknown, fresh: Record<string, unknown>): domains is Record<string, unknown> {
  if (!isRecord(domains)) return false;
  return Object.entries(domains).every(([name, slice]) => (Array.isArray(fresh[name]) ? Array.isArray(slice) : isRecord(slice)));
}

function readSnapshot(file: string, fresh: Record<string, unknown>, log: (message: string) => void): EmulatorSnapshot | undefined | 'corrupt' {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as EmulatorSnapshot;
    if (parsed?.version !== 1 || !slicesFit(parsed.domains, fresh) || !Array.isArray(parsed.apiKeys)) {
      throw new Error('not an emulator state file of version 1');
    }
    return parsed;
  } catch (error) {
    setAside(file, error instanceof Error ? error.message : String(error), log);
    return 'corrupt';
  }
}

/** One journal line: whole slices (`{"domains":{…}}`, older journals), or changes at paths (`{"changes":[[path, value] | [path]]}`). */
type JournalEntry = { slices: Record<string, unknown> } | { changes: Array<[string[], unknown?]> };

/** Whether a line's `changes` are a list of `[path]` or `[path, value]`, each path a domain then keys, a slice kept whole in kind. */
function changesFit(changes: unknown, fresh: Record<string, unknown>): changes is Array<[string[], unknown?]> {
  if (!Array.isArray(changes)) return false;
  return changes.every((change: unknown) => {
    if (!Array.isArray(change) || change.length < 1 || change.length > 2) return false;
    const [path, value] = change as [unknown, unknown];
    if (!Array.isArray(path) || path.length === 0 || !path.every((key) => typeof key === 'string')) return false;
    return path.length > 1 || (change.length === 2 && slicesFit({ [path[0] as string]: value }, fresh));
  });
}

/** The shape of a journal line, or `undefined` for a line that is neither kind. */
function entryOf(parsed: unknown, fresh: Record<string, unknown>): JournalEntry | undefined {
  if (!isRecord(parsed)) return undefined;
  if ('changes' in parsed) return changesFit(parsed['changes'], fresh) ? { changes: parsed['changes'] } : undefined;
  return slicesFit(parsed['domains'], fresh) ? { slices: parsed['domains'] } : undefined;
}

/** Applies one journal line to the saved domains; a change under a value that is gone is left out (a later line holds what replaced it). */
function apply(domains: Record<string, unknown>, entry: JournalEntry): void {
  if ('slices' in entry) {
    Object.assign(domains, entry.slices);
    return;
  }
  for (const [path, ...value] of entry.changes) {
    let parent: unknown = domains;
    for (const key of path.slice(0, -1)) parent = isRecord(parent) ? ownEntry(parent, key) : undefined;
    if (!isRecord(parent)) continue;
    const key = path[path.length - 1]!;
    if (value.length === 0) delete parent[key];
    else setOwn(parent, key, value[0]);
  }
}

/**
 * The journal's entries in order. A torn last line (a write cut by a crash, never answered) is left
 * out; a line that is not JSON, or not a map of slices, with lines after it sets the journal aside
 * (named) and stops there: the entries before it are kept.
 */
function readJournal(path: string, fresh: Record<string, unknown>, log: (message: string) => void): JournalEntry[] {
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const entries: JournalEntry[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (lines.slice(i + 1).some(Boolean)) setAside(path, `line ${i + 1} is not JSON`, log);
      break;
    }
    const entry = entryOf(parsed, fresh);
    if (!entry) {
      setAside(path, `line ${i + 1} is neither a map of domain states nor a list of changes`, log);
      break;
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * The saved state: the snapshot with the journal's writes on top (`undefined`: nothing saved). An
 * unreadable snapshot is renamed `<file>.corrupt-<time>` with its journal, and the emulator starts
 * from its seed; the message names the kept file.
 */
export function readSavedState(location: StateLocation, emulator: Emulator, log: (message: string) => void): EmulatorSnapshot | undefined {
  const fresh = emulator.snapshot();
  const snapshot = readSnapshot(location.file, fresh.domains, log);
  if (snapshot === 'corrupt') {
    if (existsSync(location.journal)) setAside(location.journal, 'its snapshot could not be read', log);
    return undefined;
  }
  const entries = readJournal(location.journal, fresh.domains, log);
  if (!snapshot && entries.length === 0) return undefined;
  const base = snapshot ?? fresh;
  // A domain the snapshot lacks (new since it was written) starts fresh, and its journal lines apply to that.
  const domains = { ...fresh.domains, ...base.domains };
  for (const entry of entries) apply(domains, entry);
  return { ...base, domains };
}
