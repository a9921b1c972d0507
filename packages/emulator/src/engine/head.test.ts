import { describe, expect, it } from 'vitest';
import { allDomains } from '../domains';
import { API_KEY, WWW } from '../../test/helpers';
import { createEmulator } from './emulator';

/** A path for a route: each `:param` and the trailing `*` filled in. */
const pathOf = (path: string) => path.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');

describe('HEAD', () => {
  it('answers like GET without a body, on every route that answers GET', async () => {
    // Two emulators fed the same sequence: GET routes that change state (hosted pages) change both alike.
    const [forGet, forHead] = [createEmulator(), createEmulator()];
    const paths = allDomains.flatMap((d) => d.routes).filter((r) => r.method === 'GET').map((r) => pathOf(r.path));
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const init = { headers: { authorization: API_KEY } };
      const got = await forGet.handle(new Request(`${WWW}${path}`, init));
      const head = await forHead.handle(new Request(`${WWW}${path}`, { ...init, method: 'HEAD' }));
      expect({ path, status: head.status, type: head.headers.get('content-type') }).toEqual({ path, status: got.status, type: got.headers.get('content-type') });
      expect(head.body).toBeNull();
    }
  });
});
