import { redactedView } from './data-view';
import { ownEntry } from '../engine/own-entry';
import { setOwn } from '../engine/set-own';

const isContainer = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The stored value of `key` as the Data view shows it (`[redacted]` for a secret). */
function shownAs(key: string, stored: unknown): unknown {
  return (redactedView({ [key]: stored }) as Record<string, unknown>)[key];
}

/** Whether `edited` is the JSON value `shown`; walks only as deep as `shown` goes (edited input may nest deeper than is safe to walk). */
function sameJson(edited: unknown, shown: unknown): boolean {
  if (!isContainer(shown)) return edited === shown;
  if (!isContainer(edited) || Array.isArray(edited) !== Array.isArray(shown)) return false;
  const keys = Object.keys(shown);
  return Object.keys(edited).length === keys.length && keys.every((key) => Object.hasOwn(edited, key) && sameJson(edited[key], shown[key]));
}

/**
 * An edited record with every value left as the Data view showed it put back as it is stored: the
 * form starts from the redacted view, so an unchanged `[redacted]` (a secret field, a URL's secret
 * parameter) keeps the secret instead of overwriting it. Values the edit changed are taken as edited.
 * Walks only as deep as the stored record goes.
 */
export function restoreRedacted(edited: unknown, stored: unknown): unknown {
  if (!isContainer(edited) || !isContainer(stored) || Array.isArray(edited) !== Array.isArray(stored)) return edited;
  const out: Record<string, unknown> = Array.isArray(edited) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(edited)) {
    const before = ownEntry(stored, key);
    const unchanged = before !== undefined && sameJson(value, shownAs(key, before));
    setOwn(out, key, unchanged ? structuredClone(before) : restoreRedacted(value, before));
  }
  return out;
}
