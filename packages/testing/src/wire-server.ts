import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A captured request: what went on the wire. */
export interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/**
 * An MSW server for wire tests, with unhandled requests as errors. `reply` answers the next
 * requests on any host and records them in `requests`.
 */
export function wireServer() {
  const requests: Captured[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  const record = async (request: Request) => {
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.clone().text() });
  };
  return {
    server,
    requests,
    /** Answer every request with the given responses in turn (the last one repeats). */
    reply(...responses: Array<JsonBodyType | Response | (() => Response)>) {
      let i = 0;
      server.use(
        http.all('*', async ({ request }) => {
          await record(request);
          const response = responses[Math.min(i++, responses.length - 1)];
          if (typeof response === 'function') return (response as () => Response)();
          return response instanceof Response ? response.clone() : HttpResponse.json(response ?? {});
        }),
      );
    },
  };
}
