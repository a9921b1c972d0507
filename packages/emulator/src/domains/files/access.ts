/** What other domains may use of site media files: the public URL of a file on the emulator's media host. */
export { fileUrl } from './state';
export type { FilesState, WireFile } from './types';
