/** The files domain's state: plain JSON (the bytes live in the engine's blob store, keyed by file id). */

/** A file descriptor as the platform sends it (wire names). */
export interface WireFile {
  id: string;
  displayName: string;
  url: string;
  parentFolderId: string;
  hash: string;
  sizeInBytes: string;
  private: boolean;
  mediaType: string;
  media: Record<string, unknown>;
  operationStatus: 'PENDING' | 'READY' | 'FAILED';
  sourceUrl?: string;
  thumbnailUrl?: string;
  labels: string[];
  createdDate: string;
  updatedDate: string;
  siteId: string;
  state: 'OK' | 'DELETED';
}

/** A stored file: its descriptor plus what the emulator needs to serve and process it. */
export interface StoredFile {
  file: WireFile;
  mimeType: string;
  /** When PENDING becomes READY (or FAILED). */
  readyAt: string;
  /** The bytes are not what the mime type says: the file ends FAILED. */
  invalid: boolean;
}

/** One upload URL handed out: what the upload will create, once, before `expiresAt`. */
export interface UploadTicket {
  token: string;
  kind: 'put' | 'tus';
  mimeType: string;
  fileName?: string;
  parentFolderId: string;
  private: boolean;
  labels: string[];
  expiresAt: string;
  used: boolean;
  /** Files made by visitors and members go to the visitor-uploads root. */
  visitorUpload: boolean;
}

/** The files domain's state: stored files and upload tickets, the key that signs download URLs, and the upload size and processing time settings. */
export interface FilesState {
  files: Record<string, StoredFile>;
  uploads: Record<string, UploadTicket>;
  /** Key that signs download URLs (fresh per state). */
  signingKey: string;
  /** Largest upload accepted, in bytes (seed `files.maxUploadBytes`, default 25 MB). */
  maxUploadBytes: number;
  /** How long a new file stays PENDING, in milliseconds (seed `files.processingMs`, default 50). */
  processingMs: number;
}

/** The id of the media root folder, where files go when no folder is given. */
export const MEDIA_ROOT = 'media-root';
/** The id of the visitor-uploads root folder, where every file a visitor or member uploads goes. */
export const VISITOR_UPLOADS = 'visitor-uploads';
