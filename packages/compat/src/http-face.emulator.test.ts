import { afterAll, beforeAll, describe, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '@sitekit/emulator/server';
import { platformFetch } from '@sitekit/emulator';
import { adminClient, CALLS, memberClient, SEED, visitorClient, type Context } from '../test/helpers';

// The platform's own SDK, unchanged, against the emulator's HTTP server: the app's `fetch` sends the
// platform's hosts to the emulator's URL (`platformFetch`, the one way the guide documents).
const context = {} as Context;
const realFetch = globalThis.fetch;
let running: RunningEmulator;
beforeAll(async () => {
  running = await startEmulator({ seed: SEED });
  globalThis.fetch = platformFetch(running.url, realFetch);
  Object.assign(context, { emulator: running.emulator, visitor: visitorClient(), admin: adminClient(), member: await memberClient(), ids: {} });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await running.close();
});

describe('the platform SDK on the emulator (HTTP)', () => {
  for (const { name, run } of CALLS) it(name, () => run(context));
});
