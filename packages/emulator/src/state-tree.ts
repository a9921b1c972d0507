/**
 * The state as the disk holds it, kept as JSON text: a record (or any value saved as one piece) is a
 * leaf holding its text; a map of records, or an object holding such maps, is a branch. Writing a
 * snapshot joins the texts; undoing a write that failed parses the leaves it touched.
 */
import { setOwn } from './engine/set-own';

export type SavedNode = { text: string } | { children: Map<string, SavedNode> };

/** A path into the state: the domain's name, then the keys below its slice. */
export type StatePath = readonly string[];

/** Whether a path names a branch (a map of records, or what holds one) rather than a record. */
export type IsBranch = (path: StatePath) => boolean;

/** A plain object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved form of `value` at `path` (`undefined`: nothing to save, as JSON would leave it out). */
export function savedNode(value: unknown, path: StatePath, isBranch: IsBranch): SavedNode | undefined {
  if (isPlainObject(value) && isBranch(path)) {
    const children = new Map<string, SavedNode>();
    for (const key of Object.keys(value)) {
      const child = savedNode(value[key], [...path, key], isBranch);
      if (child) children.set(key, child);
    }
    return { children };
  }
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? undefined : { text };
}

/** The JSON text of a saved node in pieces, so a large one is written without holding the event loop. */
export function* piecesOf(node: SavedNode): Generator<string> {
  if ('text' in node) {
    yield node.text;
    return;
  }
  let first = true;
  yield '{';
  for (const [key, child] of node.children) {
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* piecesOf(child);
  }
  yield '}';
}

/** The JSON text of a saved node. */
export function textOf(node: SavedNode): string {
  if ('text' in node) return node.text;
  const parts: string[] = [];
  for (const [key, child] of node.children) parts.push(`${JSON.stringify(key)}:${textOf(child)}`);
  return `{${parts.join(',')}}`;
}

/** The value a saved node stands for, as a fresh copy. */
export function valueOf(node: SavedNode): unknown {
  if ('text' in node) return JSON.parse(node.text);
  const value: Record<string, unknown> = {};
  for (const [key, child] of node.children) setOwn(value, key, valueOf(child));
  return value;
}

/** The saved node at a path, if any. */
export function nodeAt(root: Map<string, SavedNode>, path: StatePath): SavedNode | undefined {
  let node: SavedNode | undefined = root.get(path[0]!);
  for (const key of path.slice(1)) node = node && 'children' in node ? node.children.get(key) : undefined;
  return node;
}

/** Puts (or, with `undefined`, removes) the saved node at a path; a missing branch above it is made. */
export function setNodeAt(root: Map<string, SavedNode>, path: StatePath, node: SavedNode | undefined): void {
  let children = root;
  for (const key of path.slice(0, -1)) {
    let next = children.get(key);
    if (!next || !('children' in next)) {
      next = { children: new Map() };
      children.set(key, next);
    }
    children = next.children;
  }
  const last = path[path.length - 1]!;
  if (node) children.set(last, node);
  else children.delete(last);
}

/** The paths with none of their ancestors among them (a path below a changed one is saved with it). */
export function topmost(paths: Iterable<StatePath>): StatePath[] {
  const sorted = [...paths].sort((a, b) => a.length - b.length);
  const kept = new Set<string>();
  const result: StatePath[] = [];
  for (const path of sorted) {
    if (path.some((_, i) => i < path.length - 1 && kept.has(JSON.stringify(path.slice(0, i + 1))))) continue;
    kept.add(JSON.stringify(path));
    result.push(path);
  }
  return result;
}
