/** A running redis-server on 127.0.0.1 (see redis-support.mjs). */
export interface RunningRedis {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}
export function findRedisServer(): string;
export function startRedis(options?: { attempts?: number; port?: number; args?: string[] }): Promise<RunningRedis>;
