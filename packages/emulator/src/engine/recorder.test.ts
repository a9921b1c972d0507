import { describe, expect, it } from 'vitest';
import { API_KEY, call } from '../../test/helpers';
import { createEmulator } from './emulator';
import { RECORDER_BUDGET_BYTES } from './recorder';

describe('the request recorder', () => {
  it('keeps the latest requests whose weight fits its byte budget, however few (400 KB bodies)', async () => {
    const emulator = createEmulator();
    const pad = 'x'.repeat(400 * 1024);
    const sent = Math.ceil(RECORDER_BUDGET_BYTES / pad.length) + 10;
    for (let i = 0; i < sent; i++) await call(emulator, 'POST', '/stores-reader/v1/products/query', { auth: API_KEY, body: { query: {}, n: i, pad } });
    const kept = emulator.requests;
    expect(kept.length).toBeLessThan(sent);
    expect(kept.length).toBeGreaterThan(sent - 15);
    expect(kept.reduce((sum, record) => sum + JSON.stringify(record.body).length, 0)).toBeLessThanOrEqual(RECORDER_BUDGET_BYTES);
    expect((kept.at(-1)?.body as { n: number }).n).toBe(sent - 1);
    emulator.clearRequests();
    await call(emulator, 'GET', '/_emulator/inbox?format=json');
    expect(emulator.requests).toHaveLength(1);
  });

  it('keeps the newest request whatever it weighs, and at most `recordRequests` small ones', async () => {
    const emulator = createEmulator({ recordRequests: 3 });
    for (let i = 0; i < 5; i++) await call(emulator, 'POST', '/stores-reader/v1/products/query', { auth: API_KEY, body: { query: {}, n: i } });
    expect(emulator.requests.map((record) => (record.body as { n: number }).n)).toEqual([2, 3, 4]);
  });
});
