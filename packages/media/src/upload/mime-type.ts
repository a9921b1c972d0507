/** Extensions → mime types for the files sites upload most. */
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  svg: 'image/svg+xml', ico: 'image/x-icon', bmp: 'image/bmp', tif: 'image/tiff', tiff: 'image/tiff', heic: 'image/heic',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg',
  m4a: 'audio/mp4', pdf: 'application/pdf', zip: 'application/zip', txt: 'text/plain', csv: 'text/csv', json: 'application/json',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', glb: 'model/gltf-binary',
};

/** Byte signatures (hex of the first bytes, `..` any byte) → mime types. */
const SIGNATURES: [string, string][] = [
  ['89504e47', 'image/png'], ['ffd8ff', 'image/jpeg'], ['47494638', 'image/gif'], ['52494646........57454250', 'image/webp'],
  ['25504446', 'application/pdf'], ['504b0304', 'application/zip'], ['........66747970', 'video/mp4'], ['494433', 'audio/mpeg'],
  ['1a45dfa3', 'video/webm'], ['424d', 'image/bmp'],
];

/**
 * The mime type of a file from its name's extension, else from its first bytes' signature, else
 * `application/octet-stream`.
 */
export function inferMimeType(fileName: string, head?: Uint8Array): string {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext && BY_EXTENSION[ext]) return BY_EXTENSION[ext];
  if (head) {
    const hex = [...head.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
    for (const [sig, mime] of SIGNATURES) if (new RegExp(`^${sig}`).test(hex)) return mime;
  }
  return 'application/octet-stream';
}
