import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { Emulator, EmulatorSnapshot } from './engine/emulator';
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

/**
 * The journal's entries in order. A torn last line (a write cut by a crash, never answered) is left
 * out; a line that is not JSON, or not a map of slices, with lines after it sets the journal aside
 * (named) and stops there: the entries before it are kept.
 */
function readJournal(path: string, fresh: Record<string, unknown>, log: (message: string) => void): Record<string, unknown>[] {
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const entries: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (lines.slice(i + 1).some(Boolean)) setAside(path, `line ${i + 1} is not JSON`, log);
      break;
    }
    const domains = isRecord(parsed) ? parsed['domains'] : undefined;
    if (!slicesFit(domains, fresh)) {
      setAside(path, `line ${i + 1} is not a map of domain states`, log);
      break;
    }
    entries.push(domains);
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
  const base = snapshot ?? { ...fresh, domains: {} };
  return { ...base, domains: Object.assign({}, base.domains, ...entries) as Record<string, unknown> };
}
