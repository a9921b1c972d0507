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

/** A guarded command runner, and what it knows of outages. */
export interface GuardedCommands {
  /** The command's answer, or {@link FAILED}. */
  <T>(command: () => Promise<T>): Promise<T | typeof FAILED>;
  /** When the latest outage began (its first failure), `undefined` before any. */
  readonly outageSince: number | undefined;
}

/**
 * `call(command)`: the command's answer, or {@link FAILED} when the client is not ready, the command
 * fails or takes longer than `timeoutMs`. An outage begins with a failure (a command's, or the
 * client's `error` event, so a dropped connection is never an unhandled error) and ends with the next
 * command that succeeds: its first failure is reported to `warn`, once, whatever the connections do
 * meanwhile (a slow Redis stays connected and never emits `ready`), and its end calls `back`.
 * Nothing reported holds a key or a value.
 */
export function guardedCommands(client: RedisCommands, timeoutMs: number, warn: (message: string) => void, back: () => void = () => undefined): GuardedCommands {
  let down = false;
  let outageSince: number | undefined;
  const unreachable = (error: unknown) => {
    if (down) return;
    down = true;
    outageSince = Date.now();
    const why = (error as { code?: string | undefined })?.code ?? (error as Error)?.name ?? 'not connected';
    warn(`SiteKit: the Redis session store is unreachable (${why}); sessions are shared within this process only until it is back.`);
  };
  client.on?.('error', unreachable);
  const call = async function call<T>(command: () => Promise<T>): Promise<T | typeof FAILED> {
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
      const answer = await Promise.race([sent, timeout]);
      if (down) {
        down = false;
        back();
      }
      return answer;
    } catch (error) {
      sent?.catch(() => undefined); // a command abandoned after the timeout settles unobserved
      unreachable(error);
      return FAILED;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.defineProperty(call, 'outageSince', { get: () => outageSince }) as GuardedCommands;
}
