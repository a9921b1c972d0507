import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupEmulator } from './msw';
import { CLIENT_ID } from '../test/helpers';

const platform = setupEmulator({ baseUrl: 'http://emulator.test:4010' });
beforeAll(() => platform.listen());
afterEach(() => platform.reset());
afterAll(() => platform.close());

const anonymous = (origin: string) => fetch(`${origin}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }) });

describe('setupEmulator (MSW face)', () => {
  it('answers on www, edge and the configured baseUrl', async () => {
    for (const origin of ['https://www.wixapis.com', 'https://edge.wixapis.com', 'http://emulator.test:4010']) {
      const res = await anonymous(origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
    }
    expect(platform.emulator.requests).toHaveLength(3);
  });

  it("answers on the platform's media host: an app's static.wixstatic.com image URLs reach the emulator's art", async () => {
    const res = await fetch('https://static.wixstatic.com/media/classic-crew-tee.svg/v1/fill/w_40,h_30/tee.jpg');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('uses a visitor token across hosts: 403 on a member endpoint', async () => {
    const { access_token } = (await (await anonymous('https://www.wixapis.com')).json()) as { access_token: string };
    const res = await fetch('https://edge.wixapis.com/members/v1/members/my', { headers: { authorization: access_token } });
    expect(res.status).toBe(403);
  });

  it('reset() clears recorded requests, faults and state', async () => {
    platform.emulator.faults.add({ route: 'oauth2.token', status: 500 });
    expect((await anonymous('https://www.wixapis.com')).status).toBe(500);
    platform.reset();
    expect(platform.emulator.requests).toHaveLength(0);
    expect((await anonymous('https://www.wixapis.com')).status).toBe(200);
  });
});
