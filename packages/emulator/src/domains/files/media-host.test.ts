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

async function upload(emu: ReturnType<typeof createEmulator>, options: { private?: boolean } = {}): Promise<{ id: string; url: string }> {
  const ticket = await call(emu, 'POST', '/site-media/v1/files/generate-upload-url', { auth: API_KEY, body: { mimeType: 'image/png', fileName: 'photo.png', ...options } });
  const res = await emu.handle(new Request(`${ticket.json.uploadUrl}?filename=photo.png`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } }));
  const { file } = (await res.json()) as { file: { id: string; url: string } };
  return file;
}

const bytes = async (emu: ReturnType<typeof createEmulator>, path: string) => {
  const res = await emu.handle(new Request(`${WWW}${path}`));
  return { status: res.status, type: res.headers.get('content-type'), body: new Uint8Array(await res.arrayBuffer()) };
};

describe('the emulator serves platform media paths', () => {
  it.each([
    ['a product image', '/media/classic-crew-tee.svg'],
    ['a product image with a fill transform', `/media/classic-crew-tee.svg/${FILL}/classic-crew-tee.svg`],
    ['a colour variant image with a fit transform', '/media/classic-crew-tee-black.svg/v1/fit/w_200,h_200/classic-crew-tee-black.svg'],
    ['a collection image with a fill transform', `/media/collection-hidden-homepage-featured-items.svg/${FILL}/featured.svg`],
  ])('%s: SVG artwork', async (_name, path) => {
    const res = await call(createEmulator(), 'GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
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
