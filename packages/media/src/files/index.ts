/**
 * The `files` module: site media files, as the platform SDK's `@wix/media` → `files`.
 * Bind it with `createClient({ modules: { files } })`; uploads with progress and resume are in `@sitekit/media/upload`.
 */
export * from './downloads';
export * from './descriptors';
export * from './upload-urls';
export * from './import-files';
export * from './lists';
export * from './trash';
export * from './query-file-descriptors';
export * from './enums';
export type * from './types';
