import { AsyncLocalStorage } from 'node:async_hooks';
import type { SliceWrapper } from './engine/emulator';
import type { Domain } from './engine/types';
import { ownEntry } from './engine/own-entry';
import { setOwn } from './engine/set-own';
import { isPlainObject, type StatePath } from './state-tree';

/**
 * What one request changed or may still change: the paths it set or deleted, and the records it read
 * while it may write (a record read can be changed in place). A read (GET, HEAD) keeps no records.
 */
export interface RequestChanges {
  readonly read: boolean;
  readonly paths: Map<string, StatePath>;
}

const keyOf = (path: StatePath) => JSON.stringify(path);

/** Whether `keys` is a prefix of (or is) one of the patterns (`*` matches any key). */
const onPattern = (patterns: readonly string[][], keys: readonly string[]) =>
  patterns.some((pattern) => keys.length <= pattern.length && keys.every((key, i) => pattern[i] === '*' || pattern[i] === key));

/**
 * Watches the domains' slices for the state directory (Node only): each slice, and each map of records
 * its domain declares (`Domain.records`; by default each top-level field), is handed out behind a
 * proxy that notes every write and every record read during a request that may write. The records
 * themselves are handed out as they are, so routes see plain JSON.
 */
export class StateTracker {
  private readonly scope = new AsyncLocalStorage<RequestChanges>();
  private readonly roots = new Map<string, unknown>();
  private readonly patterns = new Map<string, string[][]>();
  private readonly proxies = new WeakMap<object, { key: string; proxy: object }>();
  private readonly targets = new WeakMap<object, object>();
  /** What changed outside requests, and what requests that finished changed, not yet flushed. */
  private pending = new Map<string, StatePath>();
  private quiet = 0;
  /** How many times a slice was built (from a seed or a snapshot): the world was replaced when it grows. */
  builds = 0;

  /** Hands a freshly built slice out behind its proxy (`EmulatorOptions.wrapSlice`); the whole slice counts as changed. */
  readonly wrap: SliceWrapper = (slice: unknown, domain: Domain) => {
    this.builds++;
    this.patterns.set(domain.name, (domain.records ?? ['*']).map((pattern) => pattern.split('.')));
    this.roots.set(domain.name, slice);
    this.pending.set(keyOf([domain.name]), [domain.name]);
    return isPlainObject(slice) ? this.proxyOf(slice, [domain.name]) : slice;
  };

  /** Whether a path names a map of records or what holds one (handed out behind a proxy), not a record. */
  readonly isBranch = (path: StatePath): boolean => onPattern(this.patterns.get(path[0]!) ?? [['*']], path.slice(1));

  /** The domains' names, in the order their slices were built. */
  domains(): string[] {
    return [...this.roots.keys()];
  }

  /** The value at a path, read past the proxies (noting nothing). */
  valueAt(path: StatePath): unknown {
    let value: unknown = this.roots.get(path[0]!);
    for (const key of path.slice(1)) value = isPlainObject(value) ? ownEntry(value, key) : undefined;
    return value;
  }

  /** Puts a value (or, with `undefined`, removes it) at a path, past the proxies; a slice is replaced in place. */
  restore(path: StatePath, value: unknown): void {
    if (path.length === 1) {
      const root = this.roots.get(path[0]!);
      if (!isPlainObject(root) || !isPlainObject(value)) return;
      for (const key of Object.keys(root)) delete root[key];
      Object.assign(root, value);
      return;
    }
    const parent = this.valueAt(path.slice(0, -1));
    if (!isPlainObject(parent)) return;
    const key = path[path.length - 1]!;
    if (value === undefined) delete parent[key];
    else setOwn(parent, key, value);
  }

  /** Runs one request, noting what it changes in `changes`. */
  run<T>(changes: RequestChanges, task: () => T): T {
    return this.scope.run(changes, task);
  }

  /** Runs `task` noting nothing (the store's own reads). */
  quietly<T>(task: () => T): T {
    this.quiet++;
    try {
      return task();
    } finally {
      this.quiet--;
    }
  }

  /** Adds a finished request's changes to those the next flush saves. */
  release(changes: RequestChanges): void {
    for (const [key, path] of changes.paths) this.pending.set(key, path);
    changes.paths.clear();
  }

  /** The paths changed since the last call (the next flush's). */
  take(): Map<string, StatePath> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }

  private note(path: StatePath, written: boolean): void {
    if (this.quiet > 0) return;
    const changes = this.scope.getStore();
    if (changes && !changes.read) changes.paths.set(keyOf(path), path);
    else if (written || !changes) this.pending.set(keyOf(path), path);
  }

  private unwrap(value: unknown): unknown {
    return typeof value === 'object' && value !== null ? (this.targets.get(value) ?? value) : value;
  }

  private proxyOf(target: Record<string, unknown>, path: StatePath): object {
    const key = keyOf(path);
    const cached = this.proxies.get(target);
    if (cached?.key === key) return cached.proxy;
    const proxy = new Proxy(target, {
      get: (object, property) => {
        const value: unknown = Reflect.get(object, property);
        if (typeof property === 'symbol' || typeof value !== 'object' || value === null || !Object.hasOwn(object, property)) return value;
        const child = [...path, property];
        if (isPlainObject(value) && this.isBranch(child)) return this.proxyOf(value, child);
        this.note(child, false);
        return value;
      },
      set: (object, property, value) => {
        if (typeof property !== 'symbol') this.note([...path, property], true);
        return Reflect.set(object, property, this.unwrap(value));
      },
      deleteProperty: (object, property) => {
        if (typeof property !== 'symbol') this.note([...path, property], true);
        return Reflect.deleteProperty(object, property);
      },
      defineProperty: (object, property, descriptor) => {
        if (typeof property !== 'symbol') this.note([...path, property], true);
        return Reflect.defineProperty(object, property, 'value' in descriptor ? { ...descriptor, value: this.unwrap(descriptor.value) } : descriptor);
      },
    });
    if (!cached) this.proxies.set(target, { key, proxy });
    this.targets.set(proxy, target);
    return proxy;
  }
}
