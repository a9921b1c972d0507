import type { CommonSortOrder, ContentDisposition, MediaType, OperationStatus, RootFolder, SortOrder, State, StreamFormat, UploadProtocol } from './enums';

/** Image information of an image or vector file: `wix:image://` strings on the SDK side. */
export interface ImageMedia {
  /** `wix:image://v1/<id>/<filename>#originWidth=W&originHeight=H`. */
  image?: string;
  colors?: { prominent?: Color; palette?: Color[] };
  /** Faces found in the image (crop without cutting them). */
  faces?: FaceRecognition[];
  /** A preview image (shown for private images), as a `wix:image://` string. */
  previewImage?: string;
  caption?: string | null;
}
/** A color found in an image: its hex code and RGB values. */
export interface Color { hex?: string | null; rgb?: { r?: number | null; g?: number | null; b?: number | null } }
/** A face found in an image: its box (`x`, `y`, `width`, `height`) and how confident the detection is. */
export interface FaceRecognition { confidence?: number; x?: number; y?: number; height?: number; width?: number }
/** The audio of an audio file: its id, assets, bitrate, format, duration and size. */
export interface AudioV2 { _id?: string; assets?: string[]; bitrate?: number | null; format?: string | null; duration?: number | null; sizeInBytes?: string | null }
/** The archive of an archive file: its id, its URL and when that URL expires, its file name and size. */
export interface Archive { _id?: string; url?: string; urlExpirationDate?: Date; sizeInBytes?: string | null; filename?: string | null }
/** The 3D model of a model file: its id, its URL and when that URL expires, thumbnail, alt text, file name and size. */
export interface Model3D {
  _id?: string; url?: string;
  /** `wix:image://` string. */
  thumbnail?: string;
  altText?: string | null; urlExpirationDate?: Date; filename?: string | null; sizeInBytes?: string | null;
}

/** A file's content: one of image, video (`wix:video://` string), audio, document (`wix:document://` string), vector, archive, 3D model. */
export interface FileMedia {
  image?: ImageMedia;
  video?: string;
  audio?: AudioV2;
  document?: string;
  vector?: ImageMedia;
  archive?: Archive;
  model3d?: Model3D;
}

/**
 * A file in the site's Media Manager.
 */
export interface FileDescriptor {
  _id?: string;
  displayName?: string;
  /** Static URL of the file (private files: only through a download URL). */
  url?: string;
  parentFolderId?: string | null;
  hash?: string;
  sizeInBytes?: string | null;
  private?: boolean;
  mediaType?: MediaType;
  media?: FileMedia;
  operationStatus?: OperationStatus;
  sourceUrl?: string | null;
  thumbnailUrl?: string | null;
  labels?: string[];
  _createdDate?: Date;
  _updatedDate?: Date;
  lastUsedDate?: Date;
  siteId?: string;
  state?: State;
}

/** Information passed on to the file-ready and file-failed events. */
export interface ExternalInfo { origin?: string; externalIds?: string[] }
/** The sort of list and search options. */
export interface CommonSorting { fieldName?: string; order?: CommonSortOrder }
/** One sort of a typed query. */
export interface Sorting { fieldName?: string; order?: SortOrder }
/** Cursor paging of a list, search or query: how many files a page holds, and the cursor of the page to read. */
export interface CursorPaging { limit?: number | null; cursor?: string | null }
/** `nextCursor` of list and search answers, `pagingMetadata` of a typed query. */
export interface PagingMetadataV2 { total?: number | null; cursors?: { next?: string | null } }

/** What `generateFilesDownloadUrl` answers: the URL that downloads the files as one compressed file. */
export interface GenerateFilesDownloadUrlResponse { downloadUrl?: string }
/**
 * The options of `generateFileDownloadUrl`: the downloaded file's name, how long the URLs last and
 * where an expired one redirects, which assets to link, and whether the link downloads or opens the
 * file.
 */
export interface GenerateFileDownloadUrlOptions {
  downloadFileName?: string | null;
  /** Default 600; at most 525600 (one year). */
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: ContentDisposition;
}
/** A URL that serves a file asset (a download or a streaming URL), and the key of that asset. */
export interface DownloadUrl { url?: string; assetKey?: string }
/** What `generateFileDownloadUrl` answers: the signed, expiring download URLs of the file. */
export interface GenerateFileDownloadUrlResponse { downloadUrls?: DownloadUrl[] }
/** What `getFileDescriptors` answers: the descriptors of the files asked for. */
export interface GetFileDescriptorsResponse { files?: FileDescriptor[] }

/**
 * The options of `generateFileUploadUrl`: the new file's name, size, folder, privacy, labels and path,
 * and information for its file-ready and file-failed events.
 */
export interface GenerateFileUploadUrlOptions {
  fileName?: string | null;
  sizeInBytes?: string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  externalInfo?: ExternalInfo;
  filePath?: string | null;
}
/** What `generateFileUploadUrl` answers: the URL to `PUT` the file's bytes to. */
export interface GenerateFileUploadUrlResponse { uploadUrl?: string }
/**
 * The options of `generateFileResumableUploadUrl`: those of `generateFileUploadUrl` but the event
 * information, and the upload protocol.
 */
export interface GenerateFileResumableUploadUrlOptions extends Omit<GenerateFileUploadUrlOptions, 'externalInfo'> {
  uploadProtocol?: UploadProtocol;
}
/** What `generateFileResumableUploadUrl` answers: the upload protocol, the URL to upload to, and the upload token. */
export interface GenerateFileResumableUploadUrlResponse { uploadProtocol?: UploadProtocol; uploadUrl?: string; uploadToken?: string }

/**
 * The options of `importFile`: the new file's media type, display name, folder, privacy, labels, MIME
 * type and path, information for its events, and the query parameters and headers its URL is fetched
 * with.
 */
export interface ImportFileOptions {
  mediaType?: MediaType;
  displayName?: string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  mimeType?: string;
  externalInfo?: ExternalInfo;
  urlParams?: Record<string, any> | null;
  urlHeaders?: Record<string, any> | null;
  filePath?: string | null;
}
/** One file for `bulkImportFiles` and `bulkImportFile`: the URL to import it from, and `importFile`'s options. */
export interface ImportFileRequest extends ImportFileOptions { url: string }
/** What `importFile` answers: the new file's descriptor (`PENDING` until the platform has fetched and processed it). */
export interface ImportFileResponse { file?: FileDescriptor }
/** What `bulkImportFiles` answers: the new files' descriptors. */
export interface BulkImportFilesResponse { files?: FileDescriptor[] }
/** The options of `bulkImportFile`: whether each result carries the new file's descriptor. */
export interface BulkImportFileOptions { returnEntity?: boolean | null }
/** The outcome for one file of `bulkImportFile`: its id, its index in the request, and whether it succeeded or the error. */
export interface ItemMetadata {
  _id?: string | null; originalIndex?: number; success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, any> | null };
}
/**
 * What `bulkImportFile` answers: each file's outcome (and, with `returnEntity`, its descriptor), and
 * the success and failure counts.
 */
export interface BulkImportFileResponse {
  results?: { itemMetadata?: ItemMetadata; item?: FileDescriptor }[];
  bulkActionMetadata?: { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number };
}

/** The options of `listFiles`: the folder, media types and privacy of the files to list, the sort, and the paging. */
export interface ListFilesOptions {
  parentFolderId?: string | null;
  mediaTypes?: MediaType[];
  private?: boolean | null;
  /** `displayName`, `_updatedDate` (default, `DESC`) or `sizeInBytes`. */
  sort?: CommonSorting;
  paging?: CursorPaging;
}
/** What `listFiles` answers: a page of file descriptors, and the cursor of the next page. */
export interface ListFilesResponse { files?: FileDescriptor[]; nextCursor?: PagingMetadataV2 }
/** The options of `listDeletedFiles`: those of `listFiles`, over the files in the trash bin. */
export type ListDeletedFilesOptions = ListFilesOptions;
/** What `listDeletedFiles` answers: a page of the trashed files' descriptors, and the cursor of the next page. */
export type ListDeletedFilesResponse = ListFilesResponse;
/**
 * The options of `searchFiles`: the search term and the root folder to search under, the media types
 * and privacy, the sort, and the paging.
 */
export interface SearchFilesOptions extends Omit<ListFilesOptions, 'parentFolderId'> {
  /** A term matched against display names, mime types and labels. */
  search?: string | null;
  rootFolder?: RootFolder;
}
/** What `searchFiles` answers: a page of the matching files' descriptors, and the cursor of the next page. */
export type SearchFilesResponse = ListFilesResponse;
/** The options of `generateVideoStreamingUrl`: the stream format (HLS or DASH), and how long the URL lasts. */
export interface GenerateVideoStreamingUrlOptions { format?: StreamFormat; expirationInMinutes?: number | null }
/** What `generateVideoStreamingUrl` answers: the video's streaming URL. */
export interface GenerateVideoStreamingUrlResponse { downloadUrl?: DownloadUrl }
/** The options of `bulkDeleteFiles`: `permanent: true` deletes the files for good instead of moving them to the trash bin. */
export interface BulkDeleteFilesOptions { permanent?: boolean }

/** The typed-query form of `queryFileDescriptors`: filter, sort (SDK field names) and cursor paging. */
export interface FileDescriptorQuery {
  filter?: Record<string, any> | null;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}
/** What `queryFileDescriptors` answers when given a typed query: the matching files' descriptors and the paging metadata. */
export interface QueryFileDescriptorsResponse { files?: FileDescriptor[]; pagingMetadata?: PagingMetadataV2 }
