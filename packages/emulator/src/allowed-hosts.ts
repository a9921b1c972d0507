/**
 * Which `Host` names the HTTP face answers (DNS rebinding): a page on another site whose name was
 * rebound to this machine is same-origin to itself, so only the Host tells it apart.
 */

/** Loopback names: `localhost` and its subdomains, `127.x.x.x`, `[::1]`. */
const LOOPBACK = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
/** An address written out (IPv4 or bracketed IPv6): no name to rebind, so it names the machine it reached. */
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;

/** The environment variable `sitekit-emulator` reads more allowed hosts from (comma-separated). */
export const ALLOWED_HOSTS_ENV = 'SITEKIT_EMULATOR_ALLOWED_HOSTS';

/**
 * A check of a request's host name: loopback names, addresses, the hosts of `own` (the emulator's
 * base URL, the interface it binds) and the names `listed` by the user. A listed name starting with
 * `.` allows that domain and its subdomains; `*` allows every host (the check is off).
 */
export function hostAllowList(own: readonly string[], listed: readonly string[] = []): (hostname: string) => boolean {
  const names = new Set<string>();
  for (const value of own) {
    const name = hostOf(value);
    if (name) names.add(name);
  }
  const suffixes: string[] = [];
  let any = false;
  for (const value of listed.map((item) => item.trim().toLowerCase()).filter(Boolean)) {
    if (value === '*') any = true;
    else if (value.startsWith('.')) suffixes.push(value);
    else names.add(hostOf(value) ?? value);
  }
  return (hostname) => {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    return any || LOOPBACK.test(name) || ADDRESS.test(name) || names.has(name) || suffixes.some((suffix) => name === suffix.slice(1) || name.endsWith(suffix));
  };
}

/** The host name of a URL or of a bare host (with or without port); `undefined` when it names none. */
function hostOf(value: string): string | undefined {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The hosts listed in `ALLOWED_HOSTS_ENV` (`a.example,.dev.example`). */
export function listedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}
