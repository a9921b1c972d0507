/** What other domains may use of the image host: the generated artwork (the files domain serves it for media it holds no bytes of). */
export { mediaArtwork, mediaImage } from './media-routes';
