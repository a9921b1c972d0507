// `@sitekit/core/api-key` is `@sitekit/core-runtime/api-key`: one copy of core's code per app, however it is installed (ADR 0040).
export * from '@sitekit/core-runtime/api-key';
