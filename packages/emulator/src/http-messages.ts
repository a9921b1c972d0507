import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { requestBody, type IncomingBody } from './request-body';

// Between node:http messages and the web `Request`/`Response` the engine speaks.

/** What a `Host` header may hold: a name or address (IPv6 in brackets), an optional port; no user info, path or spaces. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=-]+)(?::\d{1,5})?$/;

/** A web `Request` over the incoming message (`undefined` when its `Host` makes no URL); the body stays a stream so the engine can refuse it unread. */
export function toRequest(req: IncomingMessage, fallbackHost: string): { request: Request; body?: IncomingBody } | undefined {
  const host = req.headers.host ?? fallbackHost;
  if (!HOST.test(host)) return undefined;
  let url: URL;
  try {
    // a path is put after the Host, never resolved against it: `//localhost/…` would name its own host
    const target = req.url ?? '/';
    url = target.startsWith('/') ? new URL(`http://${host}${target}`) : new URL(target, `http://${host}`);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const headerValue of Array.isArray(value) ? value : [value]) headers.append(key, headerValue);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return { request: new Request(url, { method, headers }) };
  const body = requestBody(req);
  return { request: new Request(url, { method, headers, body: body.stream, duplex: 'half' } as RequestInit), body };
}

/** A 400 in the platform's error shape, from the HTTP face itself. */
export function badRequest(res: ServerResponse, description: string): void {
  refuse(res, 400, 'BAD_REQUEST', description);
}

/** An error answer in the platform's shape, from the HTTP face itself (no CORS headers: nothing was checked). */
export function refuse(res: ServerResponse, status: number, code: string, description: string): void {
  const body = { message: code, details: { applicationError: { code, description, data: {} } } };
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Writes the engine's answer to the node:http response (cookies as separate headers). */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  // A long-lived answer (the console's event stream) ends when the client goes away.
  res.once('close', () => body.destroy());
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
}
