/**
 * The commands the store sends, as a node-redis client (`createClient()` of `redis` 5 or 6) has
 * them. Any client with these methods fits.
 */
export interface RedisCommands {
  /** The value at the key (`GET`). */
  get(key: string): Promise<unknown>;
  /** Sets the key with an expiry, only if absent (`NX`) or present (`XX`) when asked (`SET`). */
  set(key: string, value: string, options: { condition?: 'NX' | 'XX'; expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  /** Deletes the key (`DEL`). */
  del(key: string): Promise<unknown>;
  /** Runs a Lua script on the keys (`EVAL`). */
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  /** False while disconnected: the store answers from this process's memory at once. */
  readonly isReady?: boolean | undefined;
  /** Listens to the client's `error` and `ready` events. */
  on?(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/** What a guarded command answers when Redis is unreachable, slow or erroring. */
export const FAILED = Symbol('failed');

/**
 * `call(command)`: the command's answer, or {@link FAILED} when the client is not ready, the command
 * fails or takes longer than `timeoutMs`; the first failure of an outage is reported to `warn` (the
 * client's `error` events too, so a dropped connection is never an unhandled error), and `ready`
 * starts a new outage. Nothing reported holds a key or a value.
 */
export function guardedCommands(client: RedisCommands, timeoutMs: number, warn: (message: string) => void) {
  let warned = false;
  const unreachable = (error: unknown) => {
    if (warned) return;
    warned = true;
    const why = (error as { code?: string | undefined })?.code ?? (error as Error)?.name ?? 'not connected';
    warn(`SiteKit: the Redis session store is unreachable (${why}); sessions are shared within this process only until it is back.`);
  };
  client.on?.('error', unreachable);
  client.on?.('ready', () => void (warned = false));
  return async function call<T>(command: () => Promise<T>): Promise<T | typeof FAILED> {
    if (client.isReady === false) {
      unreachable(undefined);
      return FAILED;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sent: Promise<T> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs);
    });
    try {
      sent = command();
      return await Promise.race([sent, timeout]);
    } catch (error) {
      sent?.catch(() => undefined); // a command abandoned after the timeout settles unobserved
      unreachable(error);
      return FAILED;
    } finally {
      clearTimeout(timer);
    }
  };
}
