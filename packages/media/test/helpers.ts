/** A 4×3 red PNG. */
export const PNG_4X3 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** Bytes that start like an MP4 (`ftyp` at offset 4). */
export const MP4_BYTES = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 1, 2, 3, 4]);

/** `n` bytes with a repeating pattern (so a shifted or truncated copy is told apart). */
export const patterned = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 31 + (i >> 8)) & 0xff);

/** SHA-256 hex of the bytes. */
export async function sha256(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

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
