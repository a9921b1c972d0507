/**
 * `@sitekit/media`: site media files, as the platform SDK's `@wix/media`. Uploads with progress and
 * tus resume: `uploadFile` from `@sitekit/media/upload` (its own entry, so listing files does not bundle tus).
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { files } from '@sitekit/media';
 * const client = createClient({ modules: { files }, auth });
 * const file = await client.files.getFileDescriptor(fileId);
 * ```
 */
export * as files from './files/index';
