/**
 * The emulator as the platform's image host: the path of a platform media URL kept exactly
 * (`/media/<fileId>` and the static-media transform suffix `/media/<fileId>/v1/fill/w_…,h_…/<name>`),
 * so an app that swaps only the origin of its image URLs gets bytes for seeded product images and
 * for uploaded files.
 */
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { API_KEY, call, WWW } from '../../../test/helpers';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const FILL = 'v1/fill/w_480,h_480,al_c,q_80,usm_0.66_1.00_0.01,enc_auto';
/** What a browser's `<img>` request accepts. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** The width and height in a PNG's header. */
const pngSize = (body: Uint8Array) => [new DataView(body.buffer, body.byteOffset).getUint32(16), new DataView(body.buffer, body.byteOffset).getUint32(20)];

async function upload(emu: ReturnType<typeof createEmulator>, options: { private?: boolean } = {}): Promise<{ id: string; url: string }> {
  const ticket = await call(emu, 'POST', '/site-media/v1/files/generate-upload-url', { auth: API_KEY, body: { mimeType: 'image/png', fileName: 'photo.png', ...options } });
  const res = await emu.handle(new Request(`${ticket.json.uploadUrl}?filename=photo.png`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } }));
  const { file } = (await res.json()) as { file: { id: string; url: string } };
  return file;
}

const bytes = async (emu: ReturnType<typeof createEmulator>, path: string, accept?: string) => {
  const res = await emu.handle(new Request(`${WWW}${path}`, accept ? { headers: { accept } } : {}));
  return { status: res.status, type: res.headers.get('content-type'), body: new Uint8Array(await res.arrayBuffer()) };
};

describe('the emulator serves platform media paths', () => {
  it.each([
    ['a product image', '/media/classic-crew-tee.svg'],
    ['a product image with a fill transform', `/media/classic-crew-tee.svg/${FILL}/classic-crew-tee.svg`],
    ['a colour variant image with a fit transform', '/media/classic-crew-tee-black.svg/v1/fit/w_200,h_200/classic-crew-tee-black.svg'],
    ['a collection image with a fill transform', `/media/collection-hidden-homepage-featured-items.svg/${FILL}/featured.svg`],
  ])('%s: SVG artwork for a browser that takes SVG', async (_name, path) => {
    const res = await call(createEmulator(), 'GET', path, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it.each([
    ['seeded art, as an image optimizer fetches it (accept */*)', '/media/classic-crew-tee.svg', '*/*', [1000, 1000]],
    ['seeded art at a fill size', `/media/classic-crew-tee.svg/${FILL}/classic-crew-tee.svg`, '*/*', [480, 480]],
    ['seeded art under a raster name, even for a browser', '/media/classic-crew-tee.svg/v1/fit/w_200,h_120/tee.jpg', BROWSER_IMAGE_ACCEPT, [200, 120]],
    ['art nobody uploaded (a platform media id)', '/media/11062b_0a1b2c3d~mv2.jpg/v1/fill/w_64,h_32,al_c/photo.jpg', BROWSER_IMAGE_ACCEPT, [64, 32]],
    ['art nobody uploaded, no size', '/media/11062b_0a1b2c3d~mv2.jpg', '*/*', [1000, 1000]],
  ])('%s: a PNG at the requested size, which image optimizers accept', async (_name, path, accept, size) => {
    const res = await bytes(createEmulator(), path, accept);
    expect([res.status, res.type]).toEqual([200, 'image/png']);
    expect([...res.body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(res.body)).toEqual(size);
  });

  it('a size past 2000 is drawn at 2000', async () => {
    expect(pngSize((await bytes(createEmulator(), '/media/x.jpg/v1/fill/w_9000,h_10/x.jpg')).body)).toEqual([2000, 10]);
  });

  it('a request on the platform media host (static.wixstatic.com) is answered the same', async () => {
    const res = await createEmulator().handle(new Request('https://static.wixstatic.com/media/classic-crew-tee.svg/v1/fill/w_10,h_10/tee.png'));
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('an uploaded file: the same bytes at its url, with and without a transform suffix', async () => {
    const emu = createEmulator();
    const file = await upload(emu);
    expect(file.url).toBe(`${WWW}/media/${file.id}`);
    expect(file.id).toMatch(/~mv2\.png$/);
    for (const path of [`/media/${file.id}`, `/media/${file.id}/${FILL}/photo.png`, `/media/${file.id}/v1/fit/w_100,h_100/photo.png`]) {
      const res = await bytes(emu, path);
      expect([res.status, res.type]).toEqual([200, 'image/png']);
      expect(res.body).toEqual(PNG);
    }
  });

  it('a private upload is not served at its public path, transform or not', async () => {
    const emu = createEmulator();
    const file = await upload(emu, { private: true });
    expect((await bytes(emu, `/media/${file.id}`)).status).toBe(403);
    expect((await bytes(emu, `/media/${file.id}/${FILL}/photo.png`)).status).toBe(403);
  });
});
