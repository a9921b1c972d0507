import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { createEmulator } from '../engine/emulator';
import { logStream, STREAM_BACKLOG_BYTES } from './stream';

describe('the log event stream', () => {
  it('holds at most its backlog for a client that reads nothing, then catches up with what the log still keeps', async () => {
    const emulator = createEmulator({ recordRequests: 20 });
    const stalled = logStream(emulator.log, 0).body!.getReader();
    const long = 'q'.repeat(2000);
    const sent = Math.ceil((3 * STREAM_BACKLOG_BYTES) / long.length);
    for (let i = 1; i <= sent; i++) await call(emulator, 'GET', `/_emulator/inbox?format=json&n=${i}&pad=${long}`);
    let text = '';
    while (!text.includes(`id: ${sent}\n`)) text += new TextDecoder().decode((await stalled.read()).value);
    await stalled.cancel();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    // What it held while stalled (at most its backlog), then the log's latest 20: never all of them.
    expect(ids.length).toBeLessThanOrEqual(Math.ceil(STREAM_BACKLOG_BYTES / long.length) + 2 + 20);
    expect(ids.at(-1)).toBe(sent);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends every entry to a client that keeps up, and clear on a reset', async () => {
    const emulator = createEmulator();
    const reader = logStream(emulator.log, 0).body!.getReader();
    let text = '';
    const readUntil = async (marker: string) => {
      while (!text.includes(marker)) text += new TextDecoder().decode((await reader.read()).value);
    };
    for (let i = 1; i <= 5; i++) {
      await call(emulator, 'GET', `/_emulator/inbox?format=json&n=${i}`);
      await readUntil(`id: ${i}\n`);
    }
    emulator.reset();
    await readUntil('event: clear');
    await call(emulator, 'GET', '/_emulator/inbox?format=json');
    await readUntil('id: 6\n');
    await reader.cancel();
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
