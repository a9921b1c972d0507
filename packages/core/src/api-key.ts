/**
 * `@sitekit/core/api-key`: back-office auth (API key + site/account id) for servers.
 * @example
 * ```ts
 * import { ApiKeyStrategy } from '@sitekit/core/api-key';
 * createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * ```
 */
export { ApiKeyStrategy, type ApiKeyStrategyOptions, type ApiKeyAuthStrategy } from './api-key/api-key-strategy';
