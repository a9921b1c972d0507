import { ValidationError } from '../errors/validation-error';
import { environmentHostSetting } from './environment-host';

/**
 * The host a client sends to, decided once where the client is made: `given` (`createClient`'s
 * `host`), else the environment's (`NEXT_PUBLIC_SITEKIT_HOST`, else `SITEKIT_HOST`), else `undefined`
 * (the platform's own hosts). Returned as an origin (`http://127.0.0.1:4010`): a trailing slash or
 * surrounding spaces are dropped.
 *
 * @throws {ValidationError} naming the setting (`host`, `SITEKIT_HOST` …) when the value is no http(s)
 * origin: another scheme, no scheme, a path, query or fragment, or credentials (never echoed).
 * @example
 * ```ts
 * platformHost('http://127.0.0.1:4010/'); // 'http://127.0.0.1:4010'
 * platformHost(); // SITEKIT_HOST's origin, or undefined
 * ```
 */
export function platformHost(given?: string): string | undefined {
  const [setting, raw] = given ? ['host', given] : environmentHostSetting();
  if (!raw) return undefined;
  // Credentials are masked in what the error shows, whether or not the value parses.
  const shown = JSON.stringify(raw.trim().replace(/\/\/[^/@]*@/, '//***@'));
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return invalidHost(setting, shown, 'is not a URL: write the scheme and host');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalidHost(setting, shown, 'must start with http:// or https://');
  if (url.username || url.password) return invalidHost(setting, shown, 'must not carry credentials');
  if (url.pathname !== '/' || url.search || url.hash) return invalidHost(setting, shown, 'must be an origin only (no path, query or fragment)');
  return url.origin;
}

function invalidHost(setting: string, shown: string, problem: string): never {
  throw new ValidationError([{ field: setting, description: `${shown} ${problem}, e.g. http://127.0.0.1:4010`, violatedRule: 'INVALID_HOST' }]);
}
