import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken, visitorToken } from '@sitekit/testing';
import { items } from '../items';

const platform = duringTests(setupEmulator());

interface Page { slug: string }
interface Faq { question: string; topic?: string; order?: number }
interface Guest { message: string; likes?: number; tags?: string[] }

const as = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }) }).items;
const slugs = (pages: Page[]) => pages.map((p) => p.slug);

describe('the platform SDK\'s call shapes on the emulator', () => {
  it('patch(collection, id, fieldModifications): the patched item; 50 concurrent increments end exact; a bad list sends nothing', async () => {
    const member = as(await memberToken(DEMO_MEMBER.id));
    const entry = await member.insert<Guest>('GuestBook', { message: 'hi', likes: 0, tags: ['a', 'b'] });
    const patched = await member.patch<Guest>('GuestBook', entry._id, [
      { action: 'SET_FIELD', fieldPath: 'message', value: 'hello' },
      { action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', value: 'a' },
      { action: 'APPEND_TO_ARRAY', fieldPath: 'tags', value: 'c' },
    ]);
    expect(patched).toMatchObject({ _id: entry._id, message: 'hello', tags: ['b', 'c'] });
    await Promise.all(Array.from({ length: 50 }, () => member.patch<Guest>('GuestBook', entry._id, [{ action: 'INCREMENT_FIELD', fieldPath: 'likes', value: 1 }])));
    expect((await member.get<Guest>('GuestBook', entry._id))!.likes).toBe(50);
    const sent = platform.emulator.requests.length;
    expect(isValidationError(await member.patch('GuestBook', entry._id, []).catch((e: unknown) => e))).toBe(true);
    expect(platform.emulator.requests.length).toBe(sent);
  });

  it('include(field, limit) caps a multi-reference; find({ includeReferences }) and the request form resolve references too', async () => {
    const visitor = as(await visitorToken());
    const header = visitor.query('Menus').eq('slug', 'header');
    expect(slugs((await header.include('pages', 2).find()).items[0]!.pages)).toEqual(['about', 'shipping-returns']);
    expect(slugs((await header.include('pages').find()).items[0]!.pages)).toEqual(['about', 'shipping-returns', 'care-guide']);
    expect(slugs((await header.find({ includeReferences: [{ field: 'pages', limit: 1 }] })).items[0]!.pages)).toEqual(['about']);
    const { items: [menu] } = await visitor.query('Menus', { filter: { slug: { $eq: 'header' } } }, { includeReferences: [{ field: 'pages', limit: 2 }] });
    expect(slugs(menu!.pages)).toEqual(['about', 'shipping-returns']);
    expect((await header.find()).items[0]!.pages).toBeUndefined();
  });

  it('ascending/descending with one array sort as the fields one by one; aggregate count(name)', async () => {
    const visitor = as(await visitorToken());
    const byArray = await visitor.query<Faq>('FAQ').ascending(['topic']).descending(['order']).find();
    const oneByOne = await visitor.query<Faq>('FAQ').ascending('topic').descending('order').find();
    expect(byArray.items.map((f) => f.order)).toEqual(oneByOne.items.map((f) => f.order));
    expect(byArray.items.map((f) => f.topic)).toEqual([...byArray.items.map((f) => f.topic)].sort());
    const { items: rows } = await visitor.aggregate<Faq>('FAQ').group('topic').count('faqs').descending(['faqs']).ascending(['topic']).run();
    const faqs = (topic: string) => byArray.items.filter((f) => f.topic === topic).length;
    const expected = ['care', 'returns', 'shipping', 'sizing'].map((topic) => ({ _id: topic, faqs: faqs(topic) }));
    expect(rows).toEqual(expected.sort((a, b) => b.faqs - a.faqs || a._id.localeCompare(b._id)));
  });
});
