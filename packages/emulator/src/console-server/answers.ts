/** Headers every console answer carries: no sniffing, no framing, no caching of live state. */
export const CONSOLE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** A JSON answer of the console API. */
export function jsonAnswer(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...extra } });
}

/** A console API error: `{ error: { code, message } }`. */
export function errorAnswer(status: number, code: string, message: string, extra: Record<string, string> = {}): Response {
  return jsonAnswer({ error: { code, message } }, status, extra);
}
