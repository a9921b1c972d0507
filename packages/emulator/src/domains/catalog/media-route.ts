/**
 * The image host's routes under their former module name, for the files domain until it reads the
 * artwork through `catalog/access.ts` (`mediaArtwork`). Delete this file then.
 */
export { mediaRoutes } from './media-routes';
