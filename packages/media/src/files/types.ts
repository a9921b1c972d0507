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
export interface Color { hex?: string | null; rgb?: { r?: number | null; g?: number | null; b?: number | null } }
export interface FaceRecognition { confidence?: number; x?: number; y?: number; height?: number; width?: number }
export interface AudioV2 { _id?: string; assets?: string[]; bitrate?: number | null; format?: string | null; duration?: number | null; sizeInBytes?: string | null }
export interface Archive { _id?: string; url?: string; urlExpirationDate?: Date; sizeInBytes?: string | null; filename?: string | null }
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
export interface CursorPaging { limit?: number | null; cursor?: string | null }
/** `nextCursor` of list and search answers, `pagingMetadata` of a typed query. */
export interface PagingMetadataV2 { total?: number | null; cursors?: { next?: string | null } }

export interface GenerateFilesDownloadUrlResponse { downloadUrl?: string }
export interface GenerateFileDownloadUrlOptions {
  downloadFileName?: string | null;
  /** Default 600; at most 525600 (one year). */
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: ContentDisposition;
}
export interface DownloadUrl { url?: string; assetKey?: string }
export interface GenerateFileDownloadUrlResponse { downloadUrls?: DownloadUrl[] }
export interface GetFileDescriptorsResponse { files?: FileDescriptor[] }

export interface GenerateFileUploadUrlOptions {
  fileName?: string | null;
  sizeInBytes?: string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  externalInfo?: ExternalInfo;
  filePath?: string | null;
}
export interface GenerateFileUploadUrlResponse { uploadUrl?: string }
export interface GenerateFileResumableUploadUrlOptions extends Omit<GenerateFileUploadUrlOptions, 'externalInfo'> {
  uploadProtocol?: UploadProtocol;
}
export interface GenerateFileResumableUploadUrlResponse { uploadProtocol?: UploadProtocol; uploadUrl?: string; uploadToken?: string }

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
export interface ImportFileRequest extends ImportFileOptions { url: string }
export interface ImportFileResponse { file?: FileDescriptor }
export interface BulkImportFilesResponse { files?: FileDescriptor[] }
export interface BulkImportFileOptions { returnEntity?: boolean | null }
export interface ItemMetadata {
  _id?: string | null; originalIndex?: number; success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, any> | null };
}
export interface BulkImportFileResponse {
  results?: { itemMetadata?: ItemMetadata; item?: FileDescriptor }[];
  bulkActionMetadata?: { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number };
}

export interface ListFilesOptions {
  parentFolderId?: string | null;
  mediaTypes?: MediaType[];
  private?: boolean | null;
  /** `displayName`, `_updatedDate` (default, `DESC`) or `sizeInBytes`. */
  sort?: CommonSorting;
  paging?: CursorPaging;
}
export interface ListFilesResponse { files?: FileDescriptor[]; nextCursor?: PagingMetadataV2 }
export type ListDeletedFilesOptions = ListFilesOptions;
export type ListDeletedFilesResponse = ListFilesResponse;
export interface SearchFilesOptions extends Omit<ListFilesOptions, 'parentFolderId'> {
  /** A term matched against display names, mime types and labels. */
  search?: string | null;
  rootFolder?: RootFolder;
}
export type SearchFilesResponse = ListFilesResponse;
export interface GenerateVideoStreamingUrlOptions { format?: StreamFormat; expirationInMinutes?: number | null }
export interface GenerateVideoStreamingUrlResponse { downloadUrl?: DownloadUrl }
export interface BulkDeleteFilesOptions { permanent?: boolean }

/** The typed-query form of `queryFileDescriptors`: filter, sort (SDK field names) and cursor paging. */
export interface FileDescriptorQuery {
  filter?: Record<string, any> | null;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}
export interface QueryFileDescriptorsResponse { files?: FileDescriptor[]; pagingMetadata?: PagingMetadataV2 }
