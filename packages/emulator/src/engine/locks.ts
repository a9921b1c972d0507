/**
 * The name of a route's lock in the shared queue: lock keys are per domain, so two domains' keys never meet.
 */
export function lockName(domain: string, key: string): string {
  return `${domain}|${key}`;
}

/**
 * Serializes async work per key: tasks with the same key run one at a time, in arrival order. A task
 * with several keys waits for the tasks queued before it on every one of them (no deadlock: each task
 * only ever waits for tasks that arrived earlier).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(keys: string | readonly string[], task: () => Promise<T>): Promise<T> {
    const list = [...new Set(typeof keys === 'string' ? [keys] : keys)];
    const previous = Promise.all(list.map((key) => this.tails.get(key)));
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    for (const key of list) this.tails.set(key, tail);
    void tail.then(() => {
      for (const key of list) if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
