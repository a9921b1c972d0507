import { describe, expect, it } from 'vitest';
import { fieldMaskToWire, fieldToWire, fromWire, toWire, wireReader } from './wire';
import { IMAGE_FIELD, imageFromWire, imageToRequest, imageToWire } from './image';

describe('wire transforms', () => {
  const wire = {
    id: 'c1',
    createdDate: '2024-05-01T10:00:00.000Z',
    lineItems: [{ id: 'l1', physicalProperties: { weight: 1.5 }, serviceProperties: { scheduledDate: '2024-06-01T00:00:00.000Z' } }],
    billingInfo: { address: { formattedAddress: '1 Main St', geocode: { latitude: 1, longitude: 2 }, addressLine: '1 Main St' } },
    data: { note: '2024-01-01T00:00:00.000Z' },
  };

  it('renames id/createdDate/updatedDate at every depth and converts declared dates', () => {
    const sdk = fromWire(wire, { dates: ['scheduledDate'], rename: { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' } });
    expect(sdk._id).toBe('c1');
    expect(sdk._createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(sdk.lineItems[0]._id).toBe('l1');
    expect(sdk.lineItems[0].serviceProperties.scheduledDate).toBeInstanceOf(Date);
    expect(sdk.billingInfo.address).toEqual({ formatted: '1 Main St', location: { latitude: 1, longitude: 2 }, addressLine1: '1 Main St' });
    expect(sdk.data.note).toBe('2024-01-01T00:00:00.000Z'); // undeclared: untouched
    expect(wire.id).toBe('c1'); // input not mutated
  });

  it('round-trips SDK → wire', () => {
    const rename = { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' };
    const sdk = fromWire(wire, { dates: ['scheduledDate'], rename });
    expect(toWire(sdk, { rename })).toEqual(wire);
  });

  it('sends a key given by its wire name as it is, and it wins over the SDK name (as the platform SDK renames)', () => {
    expect(toWire({ lineItems: [{ id: 'li', quantity: 2 }] })).toEqual({ lineItems: [{ id: 'li', quantity: 2 }] });
    expect(toWire({ _id: 'sdk', id: 'wire' })).toEqual({ id: 'wire' });
    expect(toWire({ id: 'wire', _id: 'sdk', createdDate: 'w', _createdDate: new Date(0) })).toEqual({ id: 'wire', createdDate: 'w' });
  });

  it('sends non-finite numbers as strings and Dates as ISO', () => {
    expect(toWire({ a: NaN, b: Infinity, c: -Infinity, d: new Date(0), e: 1.5 })).toEqual({
      a: 'NaN', b: 'Infinity', c: '-Infinity', d: '1970-01-01T00:00:00.000Z', e: 1.5,
    });
  });

  it('converts declared fields by wire name in the same walk, each array element, both directions', () => {
    const fields = { image: IMAGE_FIELD, note: { read: (v: string) => v.toUpperCase(), write: (v: string) => v.toLowerCase() } };
    const image = 'wix:image://v1/a.jpg/a.jpg#originWidth=1&originHeight=2';
    const wireValue = { id: 'x', items: [{ id: 'i', image: { id: 'a.jpg', width: 1, height: 2 }, note: ['ab', 'cd'] }], image: null };
    const sdk = fromWire(wireValue, { fields });
    expect(sdk).toEqual({ _id: 'x', items: [{ _id: 'i', image, note: ['AB', 'CD'] }], image: null });
    expect(wireValue.items[0]!.image).toEqual({ id: 'a.jpg', width: 1, height: 2 }); // input not mutated
    // write sees the walked value: renamed keys inside, Dates as ISO
    const seen: unknown[] = [];
    toWire({ meta: { _id: 'm', at: new Date(0) } }, { fields: { meta: { write: (v) => seen.push(v) && v } } });
    expect(seen).toEqual([{ id: 'm', at: '1970-01-01T00:00:00.000Z' }]);
    expect(toWire({ items: [{ _id: 'i', image, note: ['AB'] }] }, { fields })).toEqual({
      items: [{ id: 'i', image: { id: 'a.jpg', url: image, width: 1, height: 2, altText: 'a.jpg', filename: 'a.jpg' }, note: ['ab'] }],
    });
    // a field with neither id nor url (a stores media wrapper) is walked, not converted
    expect(fromWire({ media: { mainMedia: { id: 'm' } } }, { fields: { media: IMAGE_FIELD } })).toEqual({ media: { mainMedia: { _id: 'm' } } });
  });

  it('reads the same through a reader prepared once, for every response it is given', () => {
    const spec = { dates: ['scheduledDate'], rename: { formattedAddress: 'formatted', geocode: 'location', addressLine: 'addressLine1' } };
    const read = wireReader(spec);
    expect(read(wire)).toEqual(fromWire(wire, spec));
    expect(read({ id: 'c2', createdDate: 'not a date', items: [{ scheduledDate: '2024-06-01T00:00:00.000Z' }] })).toEqual({
      _id: 'c2', _createdDate: 'not a date', items: [{ scheduledDate: new Date('2024-06-01T00:00:00.000Z') }],
    });
    // a spec rename never takes a base rename's key
    expect(wireReader({ rename: { id: 'key' } })({ id: 'a' })).toEqual({ _id: 'a' });
  });

  it('keeps keys that are Object.prototype members, and __proto__, as they are', () => {
    const proto = JSON.parse('{"__proto__": {"id": "p"}, "id": "a"}');
    const sdk = fromWire(proto, { rename: { geocode: 'location' } });
    expect(Object.getPrototypeOf(sdk)).toBe(Object.prototype);
    expect(Object.keys(sdk)).toEqual(['__proto__', '_id']);
    expect((sdk as any).__proto__).toEqual({ _id: 'p' });
    const wire = toWire(JSON.parse('{"__proto__": {"isAdmin": true}, "_id": "a"}'));
    expect(Object.getPrototypeOf(wire)).toBe(Object.prototype);
    expect(JSON.stringify(wire)).toBe('{"__proto__":{"isAdmin":true},"id":"a"}'); // sent as it was given, not dropped

    expect(fromWire({ constructor: 1, toString: 'x', id: 'a' }, { rename: { geocode: 'location' } })).toEqual({ constructor: 1, toString: 'x', _id: 'a' });
    expect(toWire({ constructor: 1, hasOwnProperty: 2, _id: 'a' }, { rename: { geocode: 'location' } })).toEqual({ constructor: 1, hasOwnProperty: 2, id: 'a' });
  });

  it('joins field masks with commas using wire names', () => {
    expect(fieldMaskToWire(['_id', 'buyerInfo.email', 'lineItems._id', 'x_idx'])).toBe('id,buyerInfo.email,lineItems.id,x_idx');
    expect(fieldToWire('_createdDate')).toBe('createdDate');
  });
});

describe('images', () => {
  it('parses wix:image strings into wire objects and back', () => {
    const sdk = 'wix:image://v1/abc_123.jpg/My%20Shirt.jpg#originWidth=800&originHeight=600';
    const obj = imageToWire(sdk);
    expect(obj).toEqual({ id: 'abc_123.jpg', url: 'https://static.wixstatic.com/media/abc_123.jpg', width: 800, height: 600, filename: 'My Shirt.jpg' });
    expect(imageFromWire(obj)).toBe(sdk);
    expect(imageToWire(sdk, 'http://127.0.0.1:4010/media')!.url).toBe('http://127.0.0.1:4010/media/abc_123.jpg');
  });

  it('never throws on empty or foreign input', () => {
    expect(imageToWire(undefined)).toBeUndefined();
    expect(imageToWire('https://cdn.example/x.png')).toEqual({ url: 'https://cdn.example/x.png' });
    expect(imageFromWire(undefined)).toBeUndefined();
    expect(imageFromWire({ url: 'https://cdn.example/x.png' })).toBe('https://cdn.example/x.png');
  });
});

describe('imageToRequest', () => {
  it('sends a wix:image string as the platform SDK does: the string as url, the file name as altText', () => {
    const image = 'wix:image://v1/abc_123.jpg/My%20Shirt.jpg#originWidth=800&originHeight=600';
    expect(imageToRequest(image)).toEqual({ id: 'abc_123.jpg', url: image, width: 800, height: 600, altText: 'My Shirt.jpg', filename: 'My Shirt.jpg' });
  });
  it('keeps plain URLs and objects as they are', () => {
    expect(imageToRequest('https://cdn.example/a.png')).toEqual({ url: 'https://cdn.example/a.png' });
    expect(imageToRequest({ id: 'x' })).toEqual({ id: 'x' });
    expect(imageToRequest(undefined)).toBeUndefined();
  });
});
