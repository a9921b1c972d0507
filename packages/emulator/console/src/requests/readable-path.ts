/**
 * A logged path made readable: the SDK sends a GET's query as `?.r=<base64url JSON>`, opaque in a log.
 * `query` is that JSON decoded (pretty-printable), `path` the path with `.r` shown as compact JSON.
 * A `.r` that is no base64url JSON is left as it is.
 */
export function readablePath(path: string): { path: string; query?: unknown } {
  const mark = path.indexOf('?');
  if (mark < 0) return { path };
  const params = new URLSearchParams(path.slice(mark + 1));
  const encoded = params.get('.r');
  if (!encoded) return { path };
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) => char.charCodeAt(0));
    const query: unknown = JSON.parse(new TextDecoder().decode(bytes));
    params.delete('.r');
    const rest = params.toString();
    return { path: `${path.slice(0, mark)}${rest ? `?${rest}` : ''} ${JSON.stringify(query)}`, query };
  } catch {
    return { path };
  }
}
