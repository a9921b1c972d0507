import { describe, expect, it, vi } from 'vitest';
import { FAILED, guardedCommands, type RedisCommands } from './redis-commands';
import { createWriteBacks } from './redis-write-back';

/** A client whose commands answer, fail or hang as the test says. */
function fakeClient() {
  const listeners: Record<string, ((error?: unknown) => void)[]> = {};
  const client = {
    isReady: true,
    get: vi.fn(async (): Promise<unknown> => 'value'),
    set: vi.fn(async (): Promise<unknown> => 'OK'),
    del: vi.fn(async (): Promise<unknown> => 1),
    eval: vi.fn(async (): Promise<unknown> => 1),
    on: (event: string, listener: (error?: unknown) => void) => void (listeners[event] ??= []).push(listener),
    emit: (event: string, error?: unknown) => listeners[event]?.forEach((listener) => listener(error)),
  };
  return client satisfies RedisCommands;
}

describe('guardedCommands', () => {
  it('warns once per outage: from the first failure to the next answer, whatever the connection events', async () => {
    const client = fakeClient();
    const warn = vi.fn();
    const back = vi.fn();
    const call = guardedCommands(client, 20, warn, back);
    expect(await call(() => client.get())).toBe('value');
    client.get.mockImplementation(() => new Promise(() => undefined)); // slow: connected, never answering
    expect(await call(() => client.get())).toBe(FAILED);
    client.emit('error', Object.assign(new Error('x'), { code: 'ECONNRESET' }));
    client.emit('ready');
    client.emit('error', new Error('again'));
    expect(await call(() => client.get())).toBe(FAILED);
    expect(warn).toHaveBeenCalledTimes(1);
    const since = call.outageSince!;
    expect(since).toBeLessThanOrEqual(Date.now());
    client.get.mockResolvedValue('value');
    expect(await call(() => client.get())).toBe('value');
    expect(back).toHaveBeenCalledTimes(1);
    client.isReady = false; // a second outage
    expect(await call(() => client.get())).toBe(FAILED);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(call.outageSince).toBeGreaterThanOrEqual(since);
  });
});

describe('createWriteBacks', () => {
  it('sends what Redis missed once it answers, the latest write of a key only, with what is left of its life', async () => {
    const client = fakeClient();
    const call = guardedCommands(client, 20, () => undefined);
    const writeBacks = createWriteBacks(call, 10);
    client.isReady = false;
    const sent: string[] = [];
    writeBacks.keep('a', Date.now() + 60_000, async (ttl) => sent.push(`a1 ${ttl > 50_000}`));
    writeBacks.keep('a', Date.now() + 60_000, async (ttl) => sent.push(`a2 ${ttl > 50_000}`));
    writeBacks.keep('gone', Date.now() - 1, async () => sent.push('expired'));
    expect(writeBacks.waiting('a')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    client.isReady = true;
    await vi.waitFor(() => expect(sent).toEqual(['a2 true']));
    expect(writeBacks.waiting('a')).toBe(false);
  });
});
