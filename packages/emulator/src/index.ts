/**
 * `@sitekit/emulator`: a stateful local copy of the platform. Use `./msw` in tests and `./server`
 * (or the `sitekit-emulator` CLI) for a real HTTP server with hosted pages.
 *
 * @example
 * import { createEmulator } from '@sitekit/emulator';
 *
 * const emulator = createEmulator();
 * const res = await emulator.handle(new Request('https://www.wixapis.com/oauth2/token', {
 *   method: 'POST',
 *   body: JSON.stringify({ clientId: 'my-app', grantType: 'anonymous' }),
 * }));
 * const { access_token } = await res.json();
 */
export { createEmulator } from './engine/emulator';
export type { Emulator, EmulatorOptions, EmulatorSnapshot, RecordedRequest, RouteInfo } from './engine/emulator';
export type { RequestLog, LogEntry, LogEvent, LogSummary, LoggedCaller } from './engine/request-log';
export { NetworkDropError } from './engine/faults';
export type { ActiveFault, FaultSpec } from './engine/faults';
export {
  applicationError,
  notFound,
  parseBody,
  permissionDenied,
  raise,
  RouteError,
  unauthenticated,
  validationError,
} from './engine/errors';
export type { ErrorResult, FieldViolation, ViolatedRule } from './engine/errors';
export { base64UrlDecode, base64UrlEncode, decodeQuery } from './engine/query';
export type * from './engine/types';
export { defaultSeed, identitySeed, DEMO_MEMBER } from './seed';
export { platformFetch, PLATFORM_ORIGINS } from './platform-fetch';
export type { InboxEntry, IdentityPolicy, IdentitySeed, IdpConnectionSeed, SeedMember } from './domains/auth';
export type { RedirectSessionRecord, RedirectCallbacks } from './domains/redirects';
