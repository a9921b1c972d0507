/**
 * Generated artwork as a PNG (for image optimizers that refuse SVG, such as Next's): a diagonal
 * gradient in the item's colour with two soft discs, at the requested size. Pure JS (deflate through
 * the standard `CompressionStream`), so it runs wherever the emulator runs.
 */
import { concatBytes } from '../../engine/concat-bytes';
import { crc32 } from '../../engine/crc32';

/** The largest side drawn: a bigger request is drawn at this size (a placeholder, not a photo). */
export const MAX_SIDE = 2000;

function rgbOf(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const rgb = match ? parseInt(match[1]!, 16) : 0x3858e9;
  return [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(raw: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([raw as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The side asked for, clamped to 1…{@link MAX_SIDE}. */
export const side = (value: number): number => Math.min(MAX_SIDE, Math.max(1, Math.round(Number.isFinite(value) ? value : 1000)));

/** A `width` × `height` PNG of the artwork in `color`; `seed` moves the discs. */
export async function artworkPng(color: string, width: number, height: number, seed = 0): Promise<Uint8Array> {
  const [across, down] = [side(width), side(height)];
  const [red, green, blue] = rgbOf(color);
  const discs = [
    { x: (0.3 + ((seed * 137) % 400) / 1000) * across, y: (0.26 + ((seed * 89) % 300) / 1000) * down, r: 0.26 * Math.min(across, down), alpha: 0.1 },
    { x: (0.7 - ((seed * 137) % 400) / 1000) * across, y: (0.74 - ((seed * 89) % 300) / 1000) * down, r: 0.18 * Math.min(across, down), alpha: 0.07 },
  ];
  const raw = new Uint8Array((across * 3 + 1) * down);
  for (let y = 0; y < down; y++) {
    const row = y * (across * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < across; x++) {
      // light at the top left, dark at the bottom right
      const diagonal = (x / across + y / down) / 2;
      let mix = 0.35 - 0.6 * diagonal;
      for (const disc of discs) if ((x - disc.x) ** 2 + (y - disc.y) ** 2 < disc.r ** 2) mix += disc.alpha;
      const tone = (channel: number) => Math.round(mix >= 0 ? channel + (255 - channel) * Math.min(1, mix) : channel * (1 + Math.max(-1, mix)));
      const at = row + 1 + x * 3;
      raw[at] = tone(red);
      raw[at + 1] = tone(green);
      raw[at + 2] = tone(blue);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, across);
  view.setUint32(4, down);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concatBytes([signature, chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())]);
}
