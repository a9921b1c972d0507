import type { Domain } from '../../engine/types';
import { mediaRoutes } from './media-routes';
import type { MediaState } from './types';

/**
 * The image host (`/media/:id`): generated artwork for the catalog's and the collections' media. Above
 * both (it reads their records), so neither imports the other.
 */
export const domain: Domain<MediaState> = {
  name: 'media',
  initialState: () => ({}),
  routes: mediaRoutes,
};
