import { ValidationError } from '../errors/validation-error';
import { environmentHostSetting } from './environment-host';

/**
 * The host a client sends to, decided once where the client is made: `given` (`createClient`'s
 * `host`), else the environment's (`NEXT_PUBLIC_SITEKIT_HOST`, else `SITEKIT_HOST`), else `undefined`
 * (the platform's own hosts). Returned as an origin (`http://127.0.0.1:4010`), or an origin and a path
 * prefix for a proxy (`https://shop.example/_platform`): a trailing slash or surrounding spaces are dropped.
 *
 * @throws {ValidationError} naming the setting (`host`, `SITEKIT_HOST` …) when the value is no http(s)
 * origin: another scheme, no scheme, a query or fragment, or credentials (never echoed).
 */
export function platformHost(given?: string): string | undefined {
  const [setting, raw] = given ? ['host', given] : environmentHostSetting();
  if (!raw) return undefined;
  // Credentials are masked in what the error shows, whether or not the value parses.
  const shown = JSON.stringify(raw.trim().replace(/\/\/[^/@]*@/, '//***@'));
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    // reported below, as every other value that is no origin
  }
  // An http(s) origin, or one with a path prefix (a same-origin proxy such as `https://shop.example/_platform`):
  // no credentials, query or fragment.
  if (url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash) return url.origin + url.pathname.replace(/\/+$/, '');
  throw new ValidationError([{ field: setting, description: `${shown} is not an http(s) origin such as http://127.0.0.1:4010`, violatedRule: 'INVALID_HOST' }]);
}
