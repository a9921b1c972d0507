/**
 * The enumerations `files` exports as values, with the values the platform's SDK declares, in its order.
 * `src/enums.test.ts` checks the values at run time, `src/public-types.test-d.ts` the types.
 */
export const DECLARED = {
  MediaType: ['UNKNOWN', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'VECTOR', 'ARCHIVE', 'MODEL3D', 'OTHER'],
  StreamFormat: ['UNKNOWN', 'HLS', 'DASH'],
  CommonSortOrder: ['ASC', 'DESC'],
  SortOrder: ['ASC', 'DESC'],
  IdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
  WebhookIdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
  Namespace: [
    'NO_NAMESPACE', 'OTHERS', 'WIX_VIDEO', 'WIX_MUSIC', 'ALBUMS_AND_ART_STORE', 'WIX_ECOM', 'PHOTO_SHARE_APP', 'SHARING_APP', 'CHAT',
    'LOGO_BUILDER', 'ALBUMS_OLD', 'CHAT_MOBILE', 'WIX_FORMS', 'WIX_LEGENDS', 'PORTFOLIO', 'LOGOS',
  ],
  ImageAnnotationType: [
    'UNKNOWN_IMAGE_ANNOTATION_TYPE', 'CONTAINS_TEXT', 'IS_ANIMATED', 'FACES', 'LABELS', 'COLORS', 'CAPTION', 'COLOR_V2', 'SITE_SECTION_CATEGORY',
  ],
} as const;

/** The declared values of one enumeration, as a union. */
export type Values<K extends keyof typeof DECLARED> = (typeof DECLARED)[K][number];
