// `@sitekit/core/auth/member` is `@sitekit/core-runtime/auth/member`: one copy of core's code per app, however it is installed (ADR 0040).
export * from '@sitekit/core-runtime/auth/member';
