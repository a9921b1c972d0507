import type { CommonSortOrder, ContentDisposition, MediaType, OperationStatus, RootFolder, SortOrder, State, StreamFormat, UploadProtocol } from './enums';

/** Image information of an image or vector file: `wix:image://` strings on the SDK side. */
export interface ImageMedia {
  /** `wix:image://v1/<id>/<filename>#originWidth=W&originHeight=H`. */
  image?: string | undefined;
  colors?: { prominent?: Color | undefined; palette?: Color[] | undefined } | undefined;
  /** Faces found in the image (crop without cutting them). */
  faces?: FaceRecognition[] | undefined;
  /** A preview image (shown for private images), as a `wix:image://` string. */
  previewImage?: string | undefined;
  caption?: string | null | undefined;
}
/** A color found in an image: its hex code and RGB values. */
export interface Color { hex?: string | null | undefined; rgb?: { r?: number | null | undefined; g?: number | null | undefined; b?: number | null | undefined } | undefined }
/** A face found in an image: its box (`x`, `y`, `width`, `height`) and how confident the detection is. */
export interface FaceRecognition { confidence?: number | undefined; x?: number | undefined; y?: number | undefined; height?: number | undefined; width?: number | undefined }
/** The audio of an audio file: its id, assets, bitrate, format, duration and size. */
export interface AudioV2 { _id?: string | undefined; assets?: string[] | undefined; bitrate?: number | null | undefined; format?: string | null | undefined; duration?: number | null | undefined; sizeInBytes?: string | null | undefined }
/** The archive of an archive file: its id, its URL and when that URL expires, its file name and size. */
export interface Archive { _id?: string | undefined; url?: string | undefined; urlExpirationDate?: Date | null | undefined; sizeInBytes?: string | null | undefined; filename?: string | null | undefined }
/** The 3D model of a model file: its id, its URL and when that URL expires, thumbnail, alt text, file name and size. */
export interface Model3D {
  _id?: string | undefined; url?: string | undefined;
  /** `wix:image://` string. */
  thumbnail?: string | undefined;
  altText?: string | null | undefined; urlExpirationDate?: Date | null | undefined; filename?: string | null | undefined; sizeInBytes?: string | null | undefined;
}

/** A file's content: one of image, video (`wix:video://` string), audio, document (`wix:document://` string), vector, archive, 3D model. */
export interface FileMedia {
  image?: ImageMedia | undefined;
  video?: string | undefined;
  audio?: AudioV2 | undefined;
  document?: string | undefined;
  vector?: ImageMedia | undefined;
  archive?: Archive | undefined;
  model3d?: Model3D | undefined;
}

/**
 * A file in the site's Media Manager.
 */
export interface FileDescriptor {
  _id?: string | undefined;
  displayName?: string | undefined;
  /** Static URL of the file (private files: only through a download URL). */
  url?: string | undefined;
  parentFolderId?: string | null | undefined;
  hash?: string | undefined;
  sizeInBytes?: string | null | undefined;
  private?: boolean | undefined;
  mediaType?: MediaType | undefined;
  media?: FileMedia | undefined;
  operationStatus?: OperationStatus | undefined;
  sourceUrl?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  labels?: string[] | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  lastUsedDate?: Date | undefined;
  siteId?: string | undefined;
  state?: State | undefined;
}

/** Information passed on to the file-ready and file-failed events. */
export interface ExternalInfo { origin?: string | undefined; externalIds?: string[] | undefined }
/** The sort of list and search options. */
export interface CommonSorting { fieldName?: string | undefined; order?: CommonSortOrder | undefined }
/** One sort of a typed query. */
export interface Sorting { fieldName?: string | undefined; order?: SortOrder | undefined }
/** Cursor paging of a list, search or query: how many files a page holds, and the cursor of the page to read. */
export interface CursorPaging { limit?: number | null | undefined; cursor?: string | null | undefined }
/** `nextCursor` of list and search answers, `pagingMetadata` of a typed query. */
export interface PagingMetadataV2 { total?: number | null | undefined; cursors?: { next?: string | null | undefined } | undefined }

/** What `generateFilesDownloadUrl` answers: the URL that downloads the files as one compressed file. */
export interface GenerateFilesDownloadUrlResponse { downloadUrl?: string | undefined }
/**
 * The options of `generateFileDownloadUrl`: the downloaded file's name, how long the URLs last and
 * where an expired one redirects, which assets to link, and whether the link downloads or opens the
 * file.
 */
export interface GenerateFileDownloadUrlOptions {
  downloadFileName?: string | null | undefined;
  /** Default 600; at most 525600 (one year). */
  expirationInMinutes?: number | null | undefined;
  expirationRedirectUrl?: string | null | undefined;
  assetKeys?: string[] | null | undefined;
  contentDisposition?: ContentDisposition | undefined;
}
/** A URL that serves a file asset (a download or a streaming URL), and the key of that asset. */
export interface DownloadUrl { url?: string | undefined; assetKey?: string | undefined }
/** What `generateFileDownloadUrl` answers: the signed, expiring download URLs of the file. */
export interface GenerateFileDownloadUrlResponse { downloadUrls?: DownloadUrl[] | undefined }
/** What `getFileDescriptors` answers: the descriptors of the files asked for. */
export interface GetFileDescriptorsResponse { files?: FileDescriptor[] | undefined }

/**
 * The options of `generateFileUploadUrl`: the new file's name, size, folder, privacy, labels and path,
 * and information for its file-ready and file-failed events.
 */
export interface GenerateFileUploadUrlOptions {
  fileName?: string | null | undefined;
  sizeInBytes?: string | null | undefined;
  parentFolderId?: string | null | undefined;
  private?: boolean | null | undefined;
  labels?: string[] | null | undefined;
  externalInfo?: ExternalInfo | undefined;
  filePath?: string | null | undefined;
}
/** What `generateFileUploadUrl` answers: the URL to `PUT` the file's bytes to. */
export interface GenerateFileUploadUrlResponse { uploadUrl?: string | undefined }
/**
 * The options of `generateFileResumableUploadUrl`: those of `generateFileUploadUrl` but the event
 * information, and the upload protocol.
 */
export interface GenerateFileResumableUploadUrlOptions extends Omit<GenerateFileUploadUrlOptions, 'externalInfo'> {
  uploadProtocol?: UploadProtocol | undefined;
}
/** What `generateFileResumableUploadUrl` answers: the upload protocol, the URL to upload to, and the upload token. */
export interface GenerateFileResumableUploadUrlResponse { uploadProtocol?: UploadProtocol | undefined; uploadUrl?: string | undefined; uploadToken?: string | undefined }

/**
 * The options of `importFile`: the new file's media type, display name, folder, privacy, labels, MIME
 * type and path, information for its events, and the query parameters and headers its URL is fetched
 * with.
 */
export interface ImportFileOptions {
  mediaType?: MediaType | undefined;
  displayName?: string | null | undefined;
  parentFolderId?: string | null | undefined;
  private?: boolean | null | undefined;
  labels?: string[] | null | undefined;
  mimeType?: string | undefined;
  externalInfo?: ExternalInfo | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  urlParams?: Record<string, any> | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  urlHeaders?: Record<string, any> | null | undefined;
  filePath?: string | null | undefined;
}
/** One file for `bulkImportFiles` and `bulkImportFile`: the URL to import it from, and `importFile`'s options. */
export interface ImportFileRequest extends ImportFileOptions { url: string }
/** What `importFile` answers: the new file's descriptor (`PENDING` until the platform has fetched and processed it). */
export interface ImportFileResponse { file?: FileDescriptor | undefined }
/** What `bulkImportFiles` answers: the new files' descriptors. */
export interface BulkImportFilesResponse { files?: FileDescriptor[] | undefined }
/** The options of `bulkImportFile`: whether each result carries the new file's descriptor. */
export interface BulkImportFileOptions { returnEntity?: boolean | null | undefined }
/** The outcome for one file of `bulkImportFile`: its id, its index in the request, and whether it succeeded or the error. */
export interface ItemMetadata {
  _id?: string | null | undefined; originalIndex?: number | undefined; success?: boolean | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  error?: { code?: string | undefined; description?: string | undefined; data?: Record<string, any> | null | undefined } | undefined;
}
/**
 * What `bulkImportFile` answers: each file's outcome (and, with `returnEntity`, its descriptor), and
 * the success and failure counts.
 */
export interface BulkImportFileResponse {
  results?: { itemMetadata?: ItemMetadata | undefined; item?: FileDescriptor | undefined }[] | undefined;
  bulkActionMetadata?: { totalSuccesses?: number | undefined; totalFailures?: number | undefined; undetailedFailures?: number | undefined } | undefined;
}

/** The options of `listFiles`: the folder, media types and privacy of the files to list, the sort, and the paging. */
export interface ListFilesOptions {
  parentFolderId?: string | null | undefined;
  mediaTypes?: MediaType[] | undefined;
  private?: boolean | null | undefined;
  /** `displayName`, `_updatedDate` (default, `DESC`) or `sizeInBytes`. */
  sort?: CommonSorting | undefined;
  paging?: CursorPaging | undefined;
}
/** What `listFiles` answers: a page of file descriptors, and the cursor of the next page. */
export interface ListFilesResponse { files?: FileDescriptor[] | undefined; nextCursor?: PagingMetadataV2 | undefined }
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
  search?: string | null | undefined;
  rootFolder?: RootFolder | undefined;
}
/** What `searchFiles` answers: a page of the matching files' descriptors, and the cursor of the next page. */
export type SearchFilesResponse = ListFilesResponse;
/** The options of `generateVideoStreamingUrl`: the stream format (HLS or DASH), and how long the URL lasts. */
export interface GenerateVideoStreamingUrlOptions { format?: StreamFormat | undefined; expirationInMinutes?: number | null | undefined }
/** What `generateVideoStreamingUrl` answers: the video's streaming URL. */
export interface GenerateVideoStreamingUrlResponse { downloadUrl?: DownloadUrl | undefined }
/** The options of `bulkDeleteFiles`: `permanent: true` deletes the files for good instead of moving them to the trash bin. */
export interface BulkDeleteFilesOptions { permanent?: boolean | undefined }

/** The typed-query form of `queryFileDescriptors`: filter, sort (SDK field names) and cursor paging. */
export interface FileDescriptorQuery {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  sort?: Sorting[] | undefined;
  cursorPaging?: CursorPaging | undefined;
}
/** What `queryFileDescriptors` answers when given a typed query: the matching files' descriptors and the paging metadata. */
export interface QueryFileDescriptorsResponse { files?: FileDescriptor[] | undefined; pagingMetadata?: PagingMetadataV2 | undefined }
