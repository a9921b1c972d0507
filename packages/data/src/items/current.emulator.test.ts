import { describe, expect, it } from 'vitest';
import { createClient, isApplicationError, isForbidden, isNotFound, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken, visitorToken } from '@sitekit/testing';
import { items } from '../items';

const platform = duringTests(setupEmulator());

interface Page { slug: string; title: string; body: string; seo?: { title?: string } }
interface Faq { question: string; answer?: string; topic?: string; order?: number }
interface Guest { message: string; likes?: number; tags?: string[]; visitedOn?: Date; rating?: number }

const token = (kind: 'visitor' | 'member'): Promise<string> => (kind === 'visitor' ? visitorToken() : memberToken(DEMO_MEMBER.id));
const as = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }) }).items;
const admin = () => as('emulator-api-key');

describe('items (current calls) on the emulator', () => {
  it('reads the seeded navigation the way the commerce template does: Menus with include(pages), Pages by slug', async () => {
    const client = as(await token('visitor'));
    const { items: [menu] } = await client.query('Menus').include('pages').eq('slug', 'header').find();
    expect(menu!.pages.map((p: Page) => p.slug)).toEqual(['about', 'shipping-returns', 'care-guide']);
    const { items: [about] } = await client.query<Page>('Pages').eq('slug', 'about').find();
    expect(about).toMatchObject({ slug: 'about', title: 'About us', seo: { title: expect.stringContaining('About') } });
    expect(about!._createdDate).toBeInstanceOf(Date);
    expect(await client.get<Page>('Pages', about!._id)).toMatchObject({ slug: 'about' });
    expect(await client.get('Pages', 'nope')).toBeNull();
    const missing = await client.query('Nope').find().catch((e: unknown) => e);
    expect([isApplicationError(missing) && missing.code, isNotFound(missing)]).toEqual(['WDE0025', true]);
  });

  it('insert/update/save/remove/truncate with an API key; a visitor writing is forbidden; Dates round-trip', async () => {
    const client = admin();
    const inserted = await client.insert<Faq>('FAQ', { question: 'Gift wrap?', topic: 'orders', order: 7 });
    expect(inserted).toMatchObject({ question: 'Gift wrap?', _id: expect.any(String) });
    expect((await client.update('FAQ', { ...inserted, answer: 'Yes' })).answer).toBe('Yes');
    const saved = await client.save('FAQ', { _id: 'faq-new', question: 'Saved?' });
    expect(saved._id).toBe('faq-new');
    expect(await client.remove('FAQ', 'faq-new')).toMatchObject({ question: 'Saved?' });
    expect(await client.remove('FAQ', 'faq-new')).toBeNull();
    const refused = await as(await token('visitor')).insert('FAQ', { question: 'x' }).catch((e: unknown) => e);
    expect(isForbidden(refused)).toBe(true);
    const bad = await client.insert('FAQ', { question: 'x', order: 'first' }).catch((e: unknown) => e);
    expect(isValidationError(bad)).toBe(true);
    const member = as(await token('member'));
    const visitedOn = new Date('2024-05-01T10:00:00.000Z');
    const entry = await member.insert<Guest>('GuestBook', { message: 'hi', visitedOn });
    expect(entry.visitedOn).toEqual(visitedOn);
    expect((await member.get<Guest>('GuestBook', entry._id))!.visitedOn).toEqual(visitedOn);
    await client.truncate('FAQ');
    expect(await client.count('FAQ')).toBe(0);
  });

  it('the query builder: filters, sort, paging helpers, fields, count, distinct, for await over every page, long queries as POST', async () => {
    const client = as(await token('visitor'));
    const q = client.query<Faq>('FAQ');
    const first = await q.hasSome('topic', ['shipping', 'returns']).ascending('order').limit(3).find();
    expect(first.items.map((f) => f.order)).toEqual([1, 2, 3]);
    expect([first.totalCount, first.totalPages, first.currentPage, first.hasNext(), first.hasPrev()]).toEqual([4, 2, 0, true, false]);
    const second = await first.next();
    expect([second.items.map((f) => f.order), second.hasNext(), second.hasPrev()]).toEqual([[4], false, true]);
    expect((await second.prev()).items).toHaveLength(3);
    expect((await q.startsWith('question', 'how').not(q.eq('topic', 'care')).descending('order').find()).items.map((f) => f.order)).toEqual([5, 1]);
    expect((await q.eq('topic', 'sizing').or(q.eq('topic', 'care')).fields('question').find()).items.map((f) => Object.keys(f).sort())).toEqual([['_id', 'question'], ['_id', 'question']]);
    expect(await q.between('order', 2, 5).count()).toBe(3);
    expect((await q.distinct('topic')).items).toEqual(['care', 'returns', 'shipping', 'sizing']);
    const seen: number[] = [];
    for await (const faq of q.ascending('order').limit(4)) seen.push(faq.order!);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    const ids = Array.from({ length: 80 }, (_, i) => `faq-${i + 1}-${'x'.repeat(20)}`).concat(['faq-1']);
    expect((await q.in('_id', ids).find()).items.map((f) => f._id)).toEqual(['faq-1']);
    expect(platform.emulator.requests.at(-1)!.method).toBe('POST');
    const { items: typed, pagingMetadata } = await client.query<Faq>('FAQ', { filter: { topic: { $eq: 'returns' } }, cursorPaging: { limit: 1 } });
    expect([typed.length, pagingMetadata.hasNext]).toEqual([1, true]);
  });

  it('aggregate: group, operations, filter before, having after; a single group unwraps _id', async () => {
    const client = as(await token('visitor'));
    const res = await client.aggregate('FAQ').filter(items.filter().le('order', 5)).group('topic').count().sum('order').having({ count: { $gt: 1 } }).descending('orderSum').run();
    expect(res.items).toEqual([{ _id: 'returns', count: 2, orderSum: 7 }, { _id: 'shipping', count: 2, orderSum: 3 }]);
    expect((await client.aggregate('FAQ').avg('order').max('order', 'last').run()).items).toEqual([{ orderAvg: 3.5, last: 6 }]);
  });

  it('patch: 100 concurrent increments through the SDK end exact', async () => {
    const member = as(await token('member'));
    const entry = await member.insert<Guest>('GuestBook', { message: 'hi', likes: 0, tags: ['a'] });
    const patched = await member.patch<Guest>('GuestBook', entry._id).appendToArray('tags', 'b').setField('message', 'hello').run();
    expect(patched).toMatchObject({ message: 'hello', tags: ['a', 'b'] });
    await Promise.all(Array.from({ length: 100 }, () => member.patch<Guest>('GuestBook', entry._id).incrementField('likes', 1).run()));
    expect((await member.get<Guest>('GuestBook', entry._id))!.likes).toBe(100);
  });

  it('references and bulk calls', async () => {
    const client = admin();
    const pages = await client.queryReferenced<Page>('Menus', 'menu-footer', 'pages', { limit: 2 });
    expect([pages.items.map((p) => p.slug), pages.totalCount, pages.hasNext()]).toEqual([['about', 'shipping-returns'], 4, true]);
    expect((await pages.next()).items.map((p) => p.slug)).toEqual(['privacy', 'terms']);
    expect(await client.isReferenced('Menus', 'pages', 'menu-footer', { _id: 'page-care' })).toBe(false);
    await client.insertReference('Menus', 'pages', 'menu-footer', ['page-care']);
    expect(await client.isReferenced('Menus', 'pages', { _id: 'menu-footer' }, 'page-care')).toBe(true);
    await client.removeReference('Menus', 'pages', 'menu-footer', 'page-care');
    await client.replaceReferences('Menus', 'pages', 'menu-header', ['page-terms', 'page-about']);
    expect((await client.query('Menus').include('pages').eq('slug', 'header').find()).items[0]!.pages.map((p: Page) => p.slug)).toEqual(['terms', 'about']);

    const inserted = await client.bulkInsert<Faq>('FAQ', [{ question: 'a' }, { _id: 'faq-1', question: 'dup' }, { question: 'b' }]);
    expect([inserted.inserted, inserted.insertedItemIds.length, inserted.errors.map((e) => [e.code, e.originalIndex])]).toEqual([2, 2, [['WDE0074', 1]]]);
    expect((await client.bulkInsert('FAQ', [{ _id: 'faq-1', question: 'over' }], { overrideExisting: true })).updated).toBe(1);
    expect((await client.bulkSave('FAQ', [{ _id: 'faq-2', question: 's' }, { question: 'new' }])).updatedItemIds).toEqual(['faq-2']);
    expect((await client.bulkUpdate('FAQ', [{ _id: 'faq-3', question: 'u' }])).updated).toBe(1);
    const removed = await client.bulkRemove('FAQ', ['faq-4', 'nope']);
    expect([removed.removed, removed.skipped, removed.removedItemIds]).toEqual([1, 1, ['faq-4']]);
    expect((await client.distinct('FAQ', 'question', { filter: { question: { $eq: 'u' } } })).values).toEqual(['u']);
  });
});
