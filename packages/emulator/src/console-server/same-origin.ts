/**
 * Whether a state-changing console request comes from the console's own page: a browser marks it
 * `Sec-Fetch-Site: same-origin`, or (without Fetch Metadata) sends an `Origin` equal to the emulator's.
 * A request with neither is refused too, so a cross-site form or script can never reset or fault the platform.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}
