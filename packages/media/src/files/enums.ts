import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Media types of site files (`UNKNOWN`: a type the platform could not tell).
 */
export const MediaType = /* @__PURE__ */ enumOf('UNKNOWN IMAGE VIDEO AUDIO DOCUMENT VECTOR ARCHIVE MODEL3D OTHER');
export type MediaType = EnumValue<typeof MediaType>;

/**
 * A file's processing status: `PENDING` moves to `READY` or `FAILED`.
 */
export const OperationStatus = /* @__PURE__ */ enumOf('FAILED READY PENDING');
export type OperationStatus = EnumValue<typeof OperationStatus>;

/**
 * A file's state: `DELETED` while it is in the trash bin.
 */
export const State = /* @__PURE__ */ enumOf('OK DELETED');
export type State = EnumValue<typeof State>;

/**
 * The root folders of the Media Manager.
 */
export const RootFolder = /* @__PURE__ */ enumOf('MEDIA_ROOT TRASH_ROOT VISITOR_UPLOADS_ROOT');
export type RootFolder = EnumValue<typeof RootFolder>;

/**
 * Video stream formats.
 */
export const StreamFormat = /* @__PURE__ */ enumOf('UNKNOWN HLS DASH');
export type StreamFormat = EnumValue<typeof StreamFormat>;

/**
 * Whether a download link downloads the file (`ATTACHMENT`, the default) or opens it (`INLINE`).
 */
export const ContentDisposition = /* @__PURE__ */ enumOf('ATTACHMENT INLINE');
export type ContentDisposition = EnumValue<typeof ContentDisposition>;

/**
 * Resumable upload protocols.
 */
export const UploadProtocol = /* @__PURE__ */ enumOf('TUS');
export type UploadProtocol = EnumValue<typeof UploadProtocol>;

/**
 * Sort order of `listFiles`, `searchFiles` and `listDeletedFiles` (`sort.order`).
 */
export const CommonSortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type CommonSortOrder = EnumValue<typeof CommonSortOrder>;

/**
 * Sort order of a typed `queryFileDescriptors` query (`sort[].order`).
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;

/**
 * Who uploaded a file.
 */
export const IdentityType = /* @__PURE__ */ enumOf('UNKNOWN ANONYMOUS_VISITOR MEMBER WIX_USER APP');
export type IdentityType = EnumValue<typeof IdentityType>;

/**
 * The namespace (owning Wix app) a file is published to.
 */
export const Namespace = /* @__PURE__ */ enumOf(
  'NO_NAMESPACE OTHERS WIX_VIDEO WIX_MUSIC ALBUMS_AND_ART_STORE WIX_ECOM PHOTO_SHARE_APP SHARING_APP CHAT LOGO_BUILDER ALBUMS_OLD CHAT_MOBILE WIX_FORMS WIX_LEGENDS PORTFOLIO LOGOS',
);
export type Namespace = EnumValue<typeof Namespace>;

// The platform also exports `Application` (69 names of apps known to private media; no declared type refers
// to it): left out, as its values alone are 0.57 KB gzipped, past the module's 2 KB size budget.

/**
 * What the platform detects in an image (its annotations).
 */
export const ImageAnnotationType = /* @__PURE__ */ enumOf(
  'UNKNOWN_IMAGE_ANNOTATION_TYPE CONTAINS_TEXT IS_ANIMATED FACES LABELS COLORS CAPTION COLOR_V2 SITE_SECTION_CATEGORY',
);
export type ImageAnnotationType = EnumValue<typeof ImageAnnotationType>;

/**
 * Who triggered a file event (the identity in a webhook's metadata).
 */
export const WebhookIdentityType = /* @__PURE__ */ enumOf('UNKNOWN ANONYMOUS_VISITOR MEMBER WIX_USER APP');
export type WebhookIdentityType = EnumValue<typeof WebhookIdentityType>;
