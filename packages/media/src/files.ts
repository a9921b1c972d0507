/**
 * `@sitekit/media/files`: the `files` module alone.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { files } from '@sitekit/media/files';
 * const client = createClient({ modules: { files }, auth });
 * const { files: images } = await client.files.listFiles({ mediaTypes: [files.MediaType.IMAGE] });
 * ```
 */
export * as files from './files/index';
