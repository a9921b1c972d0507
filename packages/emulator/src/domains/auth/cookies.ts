/** The hosted pages remember a member's IAM session in this cookie (like the platform's own login cookie). */
export const SESSION_COOKIE = 'sk_session';

/**
 * The value of cookie `name` in a request's `Cookie` header (URI-decoded), or `undefined` when it is absent.
 */
export function readCookie(headers: Headers, name: string): string | undefined {
  const raw = headers.get('cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The `Set-Cookie` value that stores an IAM session token in the session cookie for a day (HttpOnly, SameSite=Lax, path `/`). */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`;
}

/** The `Set-Cookie` value that clears the session cookie (empty, `Max-Age=0`). */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
