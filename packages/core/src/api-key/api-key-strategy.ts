import type { AuthStrategy } from '../client/types';
import { ValidationError } from '../errors/validation-error';

/** The options of `ApiKeyStrategy`: the API key, and the site and/or account the calls act on. */
export interface ApiKeyStrategyOptions {
  /** The API key (sent as is in `Authorization`). */
  apiKey: string;
  /** The site the calls act on (`wix-site-id`). */
  siteId?: string | undefined;
  /** The account the calls act on (`wix-account-id`), for account-level APIs. */
  accountId?: string | undefined;
}

/** What `ApiKeyStrategy` returns: an auth strategy that also tells, and can change, which site and account it targets. */
export interface ApiKeyAuthStrategy extends AuthStrategy {
  readonly siteId?: string | undefined;
  readonly accountId?: string | undefined;
  /** Targets another site from the next call on (`undefined` sends no `wix-site-id`), as the platform SDK's strategy does. */
  setSiteId(siteId?: string): void;
  /** Targets another account from the next call on (`undefined` sends no `wix-account-id`). */
  setAccountId(accountId?: string): void;
}

/**
 * Back-office auth for merchants, site owners and apps: the API key in `Authorization`, plus
 * `wix-site-id` and/or `wix-account-id`. Every call goes to `www`; nothing is renewed.
 * Keep API keys on servers only.
 *
 * @example
 * ```ts
 * import { ApiKeyStrategy } from '@sitekit/core/api-key';
 * const admin = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey: process.env.API_KEY!, siteId }) });
 * admin.auth.setSiteId(otherSiteId); // the next calls act on another site
 * ```
 * @throws {ValidationError} when `apiKey` is empty, or neither `siteId` nor `accountId` is given
 */
export function ApiKeyStrategy({ apiKey, siteId, accountId }: ApiKeyStrategyOptions): ApiKeyAuthStrategy {
  if (typeof apiKey !== 'string' || !apiKey.trim()) {
    throw new ValidationError([{ field: 'apiKey', description: 'must be a non-empty string', violatedRule: 'REQUIRED_FIELD' }]);
  }
  if (!siteId && !accountId) {
    throw new ValidationError([{ field: 'siteId', description: 'siteId or accountId is required', violatedRule: 'REQUIRED_FIELD' }]);
  }
  // This strategy's own targets (one client's state, never shared), read on every call.
  let site = siteId || undefined;
  let account = accountId || undefined;
  return {
    get siteId() {
      return site;
    },
    get accountId() {
      return account;
    },
    setSiteId(next) {
      site = next || undefined;
    },
    setAccountId(next) {
      account = next || undefined;
    },
    getAuthHeaders: async () => ({
      headers: { Authorization: apiKey, ...(site && { 'wix-site-id': site }), ...(account && { 'wix-account-id': account }) },
    }),
  };
}
