import type { Domain } from '../../engine/types';
import { downloadRoutes } from './download-routes';
import { listRoutes } from './list-routes';
import { initialFilesState, reconcileBlobs } from './state';
import { tusRoutes } from './tus-routes';
import type { FilesState } from './types';
import { uploadRoutes } from './upload-routes';
import { writeRoutes } from './write-routes';

/**
 * Site media files (`/site-media/v1/...`): real bytes in the engine's blob store (memory, or the
 * state directory when the emulator persists); upload URLs (one `PUT`), resumable tus URLs, signed
 * expiring download URLs, import from the emulator's own or `data:` URLs, list/search/query with
 * cursors, trash and restore. Also the media host `GET /media/:id` for uploaded files (other ids:
 * the catalog's artwork). Files are PENDING for `processingMs`, then READY, or FAILED when the bytes
 * are not what the mime type says.
 */
export const domain: Domain<FilesState> = {
  name: 'files',
  initialState: initialFilesState,
  routes: [...uploadRoutes, ...tusRoutes, ...downloadRoutes, ...listRoutes, ...writeRoutes],
  hooks: { reconcileBlobs },
  // An upload URL's token (its last path segment, `engine.newId('upl')`): whoever holds it may upload.
  secretValues: [/upl-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g],
};
export type { FilesState, StoredFile, WireFile, UploadTicket } from './types';
