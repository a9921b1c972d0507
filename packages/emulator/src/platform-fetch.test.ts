import { describe, expect, it } from 'vitest';
import { platformFetch } from './platform-fetch';

describe('platformFetch', () => {
  it("sends the platform's hosts to the emulator (path, query, method, headers and body kept) and anything else through", async () => {
    const seen: Request[] = [];
    const next = (async (input: RequestInfo | URL) => {
      seen.push(input as Request);
      return new Response('ok');
    }) as typeof fetch;
    const fetchOnEmulator = platformFetch('http://127.0.0.1:4010', next);
    await fetchOnEmulator('https://www.wixapis.com/oauth2/token?x=1', { method: 'POST', headers: { authorization: 'tok' }, body: '{"a":1}' });
    await fetchOnEmulator('https://edge.wixapis.com/stores-reader/v1/products/query');
    await fetchOnEmulator('https://static.wixstatic.com/media/a.jpg/v1/fill/w_10,h_10/a.jpg');
    await fetchOnEmulator('https://example.com/other');
    expect(seen.map((request) => request.url)).toEqual([
      'http://127.0.0.1:4010/oauth2/token?x=1',
      'http://127.0.0.1:4010/stores-reader/v1/products/query',
      'http://127.0.0.1:4010/media/a.jpg/v1/fill/w_10,h_10/a.jpg',
      'https://example.com/other',
    ]);
    expect([seen[0]!.method, seen[0]!.headers.get('authorization'), await seen[0]!.text()]).toEqual(['POST', 'tok', '{"a":1}']);
  });
});
