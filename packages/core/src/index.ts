/**
 * `@sitekit/core`: the client, the HTTP layer, errors, transforms and the query builder, plus what
 * the platform SDK's root exports (`OAuthStrategy` with member login, `ApiKeyStrategy`, `media`,
 * `Tokens`), so a port changes only the package name. Nothing here runs at import time and the
 * package has no side effects: an app that imports only `createClient` bundles no auth code
 * (`pnpm size` checks it). The lean visitor-only `OAuthStrategy` is `@sitekit/core/auth`.
 *
 * @example
 * ```ts
 * import { createClient, OAuthStrategy, type Tokens } from '@sitekit/core';
 * const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId, tokens }) });
 * ```
 */
export { createClient, type SiteKitClient, type BoundModules, type ClientBase } from './client/create-client';
export { defineCall, bindModule, isCall, type Call, type BoundModule } from './client/define-call';
export { defineService, type ServiceOptions, type CallOptions, type CallSettings, type Written, type DeclareCall, type Arg, type ArgCheck } from './client/define-service';
export type { AnyFunction, CallMismatch, Hidden, ParametersOf, ResultOf } from './client/call-check';
export type { AuthStrategy, ClientOptions, RequestOptions, Runtime, Send, SendOptions } from './client/types';
export { biHeader, type Endpoint, type HttpMethod } from './http/endpoint';
export { WWW_HOST, EDGE_HOST } from './http/create-transport';
export { serializeQuery, base64url, MAX_QUERY_LENGTH } from './http/serialize-query';
export { resolvePath } from './http/resolve-path';
export {
  DEFAULT_RETRY_LIMIT, DEFAULT_BASE_DELAY_MS, DEFAULT_MAX_DELAY_MS, DEFAULT_TIMEOUT_MS, RETRY_STATUS_CODES, type RetryOptions,
} from './http/retry-policy';
export { SiteKitError, type FieldViolation, type ApplicationErrorData, type ErrorDetails } from './errors/sitekit-error';
export { ValidationError } from './errors/validation-error';
export { ApplicationError } from './errors/application-error';
export { normalizeError, type ErrorResponseInfo } from './errors/normalize-error';
export {
  isSiteKitError, isPlatformError, isValidationError, isApplicationError, isNetworkError, isTimeoutError, isAbortError,
  isNotFound, isUnauthorized, isForbidden, isRateLimited,
} from './errors/guards';
export { fromWire, wireReader, toWire, wireWriter, setOwn, fieldMaskToWire, fieldToWire, type WireSpec, type FieldConvert } from './transforms/wire';
export { imageToWire, imageToRequest, imageFromWire, IMAGE_FIELD, MEDIA_BASE_URL, type WireImage } from './transforms/image';
export { queryBuilder, isTypedQuery, valueList, type QueryDefinition, type SortSpec } from './query/query-builder';
export type { QueryBuilder, QueryResult } from './query/types';
export { COMPARISON_OPERATORS, comparisonMethods, type ComparisonMethod } from './query/comparisons';
export { offsetPaging, cursorPaging, type Paging } from './query/paging';
export { enumOf, type EnumValue } from './enum/enum-of';
export { requireString, requireObject, requireArray, requireInteger, optionalObject } from './validate/require';
export { StaticTokenStrategy, type StaticTokenOptions } from './auth/static-token-strategy';
export { media } from './media/index';
export type * as MediaTypes from './media/index';
// the member OAuthStrategy whose member flows load on first use (a visitor-only app carries none of them)
export { OAuthStrategy, LoginState } from './auth-root';
export type {
  MemberOAuthStrategy, Tokens, AccessToken, RefreshToken, LoginParams, RegisterParams, OAuthData, IdentityProvider,
} from './auth-member';
// the platform SDK's root exports the storage type and the empty session that ported token stores use
export type { TokenStorage } from './auth/token-storage';
export { EMPTY_TOKENS, TokenRole } from './auth/tokens';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './api-key';
