import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Media types of site files.
 * @example
 * ```ts
 * const { files: images } = await client.files.listFiles({ mediaTypes: [files.MediaType.IMAGE] });
 * ```
 */
export const MediaType = /* @__PURE__ */ enumOf('IMAGE VIDEO AUDIO DOCUMENT VECTOR ARCHIVE MODEL3D OTHER');
export type MediaType = EnumValue<typeof MediaType>;

/**
 * A file's processing status: `PENDING` moves to `READY` or `FAILED`.
 * @example
 * ```ts
 * if (file.operationStatus === files.OperationStatus.READY) show(file.url);
 * ```
 */
export const OperationStatus = /* @__PURE__ */ enumOf('FAILED READY PENDING');
export type OperationStatus = EnumValue<typeof OperationStatus>;

/**
 * A file's state: `DELETED` while it is in the trash bin.
 * @example
 * ```ts
 * const trashed = file.state === files.State.DELETED;
 * ```
 */
export const State = /* @__PURE__ */ enumOf('OK DELETED');
export type State = EnumValue<typeof State>;

/**
 * The root folders of the Media Manager.
 * @example
 * ```ts
 * await client.files.searchFiles({ rootFolder: files.RootFolder.VISITOR_UPLOADS_ROOT });
 * ```
 */
export const RootFolder = /* @__PURE__ */ enumOf('MEDIA_ROOT TRASH_ROOT VISITOR_UPLOADS_ROOT');
export type RootFolder = EnumValue<typeof RootFolder>;

/**
 * Video stream formats.
 * @example
 * ```ts
 * await client.files.generateVideoStreamingUrl(fileId, { format: files.StreamFormat.HLS });
 * ```
 */
export const StreamFormat = /* @__PURE__ */ enumOf('HLS DASH');
export type StreamFormat = EnumValue<typeof StreamFormat>;

/**
 * Whether a download link downloads the file (`ATTACHMENT`, the default) or opens it (`INLINE`).
 * @example
 * ```ts
 * await client.files.generateFileDownloadUrl(fileId, { contentDisposition: files.ContentDisposition.INLINE });
 * ```
 */
export const ContentDisposition = /* @__PURE__ */ enumOf('ATTACHMENT INLINE');
export type ContentDisposition = EnumValue<typeof ContentDisposition>;

/**
 * Resumable upload protocols.
 * @example
 * ```ts
 * await client.files.generateFileResumableUploadUrl('video/mp4', { uploadProtocol: files.UploadProtocol.TUS });
 * ```
 */
export const UploadProtocol = /* @__PURE__ */ enumOf('TUS');
export type UploadProtocol = EnumValue<typeof UploadProtocol>;

