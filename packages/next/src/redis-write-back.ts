import { FAILED, type GuardedCommands } from './redis-commands';

/** A write Redis missed, kept until it lands or `expiresAt`: `write(ttlMs)` sends it with what is left of its life. */
interface PendingWrite {
  expiresAt: number;
  write: (ttlMs: number) => Promise<unknown>;
}

/**
 * The writes Redis missed while it was unreachable or slow (a session saved or removed, a renewal's
 * result, an ended generation, a lock to release), sent again once it answers: at the end of the outage
 * and every `retryMs` until none is left. The latest write of a key wins; an expired one is dropped.
 */
export function createWriteBacks(call: GuardedCommands, retryMs: number) {
  const pending = new Map<string, PendingWrite>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing = false;

  const schedule = () => {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, retryMs);
    (timer as { unref?: (() => void) | undefined }).unref?.(); // never keeps the process alive
  };

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (const [key, entry] of [...pending]) {
        const left = entry.expiresAt - Date.now();
        if (left > 0 && (await call(() => entry.write(left))) === FAILED) break;
        if (pending.get(key) === entry) pending.delete(key);
      }
    } finally {
      flushing = false;
      schedule();
    }
  }

  return {
    /** Keeps a write Redis missed (replacing an earlier one of the same key) and schedules its retry. */
    keep(key: string, expiresAt: number, write: PendingWrite['write']): void {
      pending.delete(key);
      pending.set(key, { expiresAt, write });
      schedule();
    },
    /** Forgets the waiting write of `key` (a later write landed). */
    drop: (key: string): void => void pending.delete(key),
    /** True while a write of `key` waits: this process's copy is newer than what Redis holds. */
    waiting: (key: string): boolean => (pending.get(key)?.expiresAt ?? 0) > Date.now(),
    /** Sends the waiting writes now (the outage is over). */
    flush,
  };
}
