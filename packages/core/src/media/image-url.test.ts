import { afterEach, describe, expect, it, vi } from 'vitest';
import { media } from '../index';
import { getCroppedImageUrl, getImageUrl, getScaledToFillImageUrl, getScaledToFitImageUrl } from './image-url';
import { imageToWire } from '../transforms/image';

const SDK = 'wix:image://v1/abc~mv2.jpg/my%20shirt.jpg#originWidth=800&originHeight=600';
const EMU = { id: 'tee-1.svg', url: 'http://127.0.0.1:4010/media/tee-1.svg', width: 1000, height: 1000, altText: 'Tee' };

describe('media.getImageUrl', () => {
  it('is the media namespace of @sitekit/core', () => {
    expect(media.getImageUrl).toBe(getImageUrl);
  });

  it('reads wix:image strings', () => {
    expect(getImageUrl(SDK)).toEqual({
      id: 'abc~mv2.jpg', url: 'https://static.wixstatic.com/media/abc~mv2.jpg', width: 800, height: 600, altText: 'my shirt.jpg', filename: 'my shirt.jpg',
    });
  });

  it('reads wire image objects and keeps the URL the server sent', () => {
    expect(getImageUrl(EMU)).toEqual({ id: 'tee-1.svg', url: 'http://127.0.0.1:4010/media/tee-1.svg', width: 1000, height: 1000, altText: 'Tee' });
    expect(getImageUrl({ id: 'x.png', width: 1, height: 2 })).toEqual({ id: 'x.png', url: 'https://static.wixstatic.com/media/x.png', width: 1, height: 2 });
  });

  it('reads product media (URL without id) and plain URLs', () => {
    expect(getImageUrl({ url: 'https://static.wixstatic.com/media/p.jpg', width: 5, height: 6 })).toMatchObject({ id: 'p.jpg', url: 'https://static.wixstatic.com/media/p.jpg', width: 5 });
    expect(getImageUrl('https://cdn.example.com/a.png')).toEqual({ id: '', url: 'https://cdn.example.com/a.png', width: 0, height: 0 });
  });

  it('uses a configured media base URL', () => {
    expect(getImageUrl(SDK, { mediaBaseUrl: 'http://127.0.0.1:4010/media/' }).url).toBe('http://127.0.0.1:4010/media/abc~mv2.jpg');
    expect(getImageUrl({ id: 'x y.png' }, { mediaBaseUrl: 'http://localhost/media' }).url).toBe('http://localhost/media/x%20y.png');
  });

  it.each([undefined, null, '', {}, 'wix:image://v1/', 42 as any])('never throws on empty input (%j)', (input) => {
    expect(getImageUrl(input)).toEqual({ id: '', url: '', width: 0, height: 0 });
  });
});

describe('media resizing helpers', () => {
  it('fill / fit / crop on the platform host', () => {
    expect(getScaledToFillImageUrl(SDK, 400, 300, { quality: 80 })).toBe(
      'https://static.wixstatic.com/media/abc~mv2.jpg/v1/fill/w_400,h_300,q_80/my%20shirt.jpg',
    );
    expect(getScaledToFitImageUrl(SDK, 200.4, 199.6, {})).toBe('https://static.wixstatic.com/media/abc~mv2.jpg/v1/fit/w_200,h_200/my%20shirt.jpg');
    expect(getCroppedImageUrl(SDK, 10, 20, 300, 300, 100, 100, { autoEncode: true, blur: 3 })).toBe(
      'https://static.wixstatic.com/media/abc~mv2.jpg/v1/crop/x_10,y_20,w_300,h_300/fill/w_100,h_100,blur_3,enc_auto/my%20shirt.jpg',
    );
  });

  it('stays on the host an image came from (the emulator serves <base>/media/<id>/<anything>)', () => {
    expect(getScaledToFillImageUrl(EMU, 50, 60)).toBe('http://127.0.0.1:4010/media/tee-1.svg/v1/fill/w_50,h_60/tee-1.svg');
    expect(getScaledToFillImageUrl(SDK, 50, 60, { mediaBaseUrl: 'http://127.0.0.1:4010/media' })).toBe(
      'http://127.0.0.1:4010/media/abc~mv2.jpg/v1/fill/w_50,h_60/my%20shirt.jpg',
    );
  });

  it('leaves non-media URLs as they are and gives "" for empty input', () => {
    expect(getScaledToFitImageUrl('https://cdn.example.com/a.png', 10, 10)).toBe('https://cdn.example.com/a.png');
    expect(getScaledToFillImageUrl(undefined, 10, 10)).toBe('');
    expect(getCroppedImageUrl(null, 0, 0, 1, 1, 1, 1)).toBe('');
    expect(getScaledToFitImageUrl('', 0, 0)).toBe('');
  });

  it('never emits zero or NaN sizes', () => {
    expect(getScaledToFillImageUrl(SDK, 0, Number.NaN)).toContain('/v1/fill/w_1,h_1/');
  });
});

describe('an image id never leaves its path segment', () => {
  const HOST = 'https://static.wixstatic.com';
  // each URL as a browser resolves it: still under /media/, one segment for the id
  const resolved = (url: string) => new URL(url).pathname;

  it.each([
    ['a backslash path', 'wix:image://v1/..\\..\\other\\evil.jpg/x.jpg', '/media/..%5C..%5Cother%5Cevil.jpg'],
    ['a query', 'wix:image://v1/a.jpg?transform=evil/x.jpg', '/media/a.jpg%3Ftransform%3Devil'],
    ['an encoded dot-dot', 'wix:image://v1/%2e%2e/x.jpg', '/media/%252e%252e'],
  ])('%s is encoded into the id', (_, image, path) => {
    const { url } = getImageUrl(image);
    expect(resolved(url)).toBe(path);
    expect(resolved(getImageUrl(image, { mediaBaseUrl: `${HOST}/media` }).url)).toBe(path);
    expect(resolved(getScaledToFillImageUrl(image, 10, 10))).toMatch(new RegExp(`^${path.replace(/[.?\\]/g, '\\$&')}/v1/fill/`));
  });

  it.each(['wix:image://v1/../x.jpg', 'wix:image://v1/./x.jpg', { id: '..', url: null }, { id: '.', width: 1 }])('an id of "." or ".." gives no URL (%j)', (image) => {
    expect(getImageUrl(image).url).toBe('');
    expect(getScaledToFillImageUrl(image, 10, 10)).toBe('');
    expect(getScaledToFitImageUrl(image, 10, 10)).toBe('');
  });

  it('a file name of ".." is not the last segment of a resized URL (the id is)', () => {
    const url = getScaledToFillImageUrl({ id: 'abc.jpg', filename: '..' }, 10, 10);
    expect(url).toBe(`${HOST}/media/abc.jpg/v1/fill/w_10,h_10/abc.jpg`);
  });

  it('imageToWire keeps a hostile id in one segment, and an id of ".." is no image', () => {
    expect(imageToWire('wix:image://v1/a?b#originWidth=1&originHeight=1')).toMatchObject({ id: 'a?b', url: `${HOST}/media/a%3Fb` });
    expect(imageToWire('wix:image://v1/../x.jpg')).toEqual({ url: 'wix:image://v1/../x.jpg' });
  });
});

describe('media URLs with the emulator in use (its host for the platform\'s media origin, the path kept)', () => {
  const HOST = 'http://127.0.0.1:4010';
  afterEach(() => vi.unstubAllEnvs());
  const urls = () => [
    getImageUrl(SDK).url,
    getScaledToFillImageUrl(SDK, 400, 300, { quality: 80 }),
    getImageUrl({ url: 'https://static.wixstatic.com/media/p.jpg', width: 5, height: 6 }).url,
    getImageUrl('https://static.wixstatic.com/media/p.jpg/v1/fill/w_10,h_10/p.jpg').url,
    getImageUrl('https://cdn.example.com/a.png').url,
  ];
  const ON_EMULATOR = [
    `${HOST}/media/abc~mv2.jpg`,
    `${HOST}/media/abc~mv2.jpg/v1/fill/w_400,h_300,q_80/my%20shirt.jpg`,
    `${HOST}/media/p.jpg`,
    `${HOST}/media/p.jpg/v1/fill/w_10,h_10/p.jpg`,
    'https://cdn.example.com/a.png',
  ];

  it('on a server with SITEKIT_HOST', () => {
    vi.stubEnv('SITEKIT_HOST', HOST);
    expect(urls()).toEqual(ON_EMULATOR);
  });

  it('in a browser given NEXT_PUBLIC_SITEKIT_HOST: the same URLs as the server renders (no hydration mismatch)', () => {
    vi.stubEnv('NEXT_PUBLIC_SITEKIT_HOST', `${HOST}/`);
    expect(urls()).toEqual(ON_EMULATOR);
    // the server, with both set (its own address for calls), renders the browser's host
    vi.stubEnv('SITEKIT_HOST', 'http://emulator.internal:4010');
    expect(urls()).toEqual(ON_EMULATOR);
  });

  it('a media base URL given wins, and without the emulator nothing changes', () => {
    vi.stubEnv('SITEKIT_HOST', HOST);
    expect(getImageUrl(SDK, { mediaBaseUrl: 'https://img.example/media' }).url).toBe('https://img.example/media/abc~mv2.jpg');
    vi.unstubAllEnvs();
    vi.stubEnv('SITEKIT_HOST', '');
    expect(getImageUrl(SDK).url).toBe('https://static.wixstatic.com/media/abc~mv2.jpg');
  });
});
