import { imageSize } from 'image-size';

/** Media type from a mime type, as the platform files it. */
export function mediaTypeOf(mimeType: string): string {
  const [top, sub = ''] = mimeType.toLowerCase().split('/');
  if (sub.includes('svg')) return 'VECTOR';
  if (top === 'image') return 'IMAGE';
  if (top === 'video') return 'VIDEO';
  if (top === 'audio') return 'AUDIO';
  if (top === 'model' || /gltf|glb/.test(sub)) return 'MODEL3D';
  if (/zip|x-tar|gzip|x-7z|x-rar/.test(sub)) return 'ARCHIVE';
  if (/pdf|msword|officedocument|opendocument|text|rtf|csv|json/.test(`${top}/${sub}`)) return 'DOCUMENT';
  return 'OTHER';
}

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Signatures of the types whose bytes the emulator checks (anything else is taken on trust). */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'application/pdf': (b) => startsWith(b, ascii('%PDF')),
  'application/zip': (b) => startsWith(b, [0x50, 0x4b]),
  'video/mp4': (b) => startsWith(b, ascii('ftyp'), 4),
  'audio/mpeg': (b) => startsWith(b, ascii('ID3')) || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
};

/** What sniffing a file's bytes found: whether they are what the mime type says, and an image's size. */
export interface Sniffed {
  /** The bytes are what the mime type says (images: image-size read them as that type). */
  valid: boolean;
  width?: number;
  height?: number;
}

/** Checks the bytes against the mime type and reads an image's size (`image-size`). */
export function sniff(bytes: Uint8Array, mimeType: string): Sniffed {
  const mime = mimeType.toLowerCase();
  const type = mediaTypeOf(mime);
  if (type === 'IMAGE' || type === 'VECTOR') {
    try {
      const size = imageSize(bytes);
      const expected = mime.split('/')[1]!.replace('jpeg', 'jpg').replace('svg+xml', 'svg').replace('x-icon', 'ico');
      return { valid: size.type === expected || (size.type === 'jpg' && expected === 'jpg'), width: size.width, height: size.height };
    } catch {
      return { valid: false };
    }
  }
  const check = SIGNATURES[mime];
  return { valid: check ? check(bytes) : true };
}

/** SHA-256 of the bytes, hex (the descriptor's `hash`). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
