import { afterAll, beforeAll, describe, it } from 'vitest';
import { setupEmulator } from '@sitekit/emulator/msw';
import { adminClient, CALLS, memberClient, SEED, visitorClient, type Context } from '../test/helpers';

// The platform's own SDK, unchanged, against the emulator's MSW handlers: its requests to the platform's
// hosts are answered by the emulator, with no code change in the app.
const platform = setupEmulator({ seed: SEED });
const context = {} as Context;
beforeAll(async () => {
  platform.listen();
  Object.assign(context, { emulator: platform.emulator, visitor: visitorClient(), admin: adminClient(), member: await memberClient(), ids: {} });
});
afterAll(() => platform.close());

describe('the platform SDK on the emulator (MSW handlers)', () => {
  for (const { name, run } of CALLS) it(name, () => run(context));
});
