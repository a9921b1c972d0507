import { describe, expect, it } from 'vitest';
import { createClient, isApplicationError, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { items } from '../items';

duringTests(setupEmulator());

interface Page { slug: string; title: string }
interface Faq { question: string; answer?: string; topic?: string; order?: number }

const as = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }) }).items;
const visitor = async () => as(await visitorToken());

describe('items: search, aggregatePipeline and queryReferencedItems on the emulator', () => {
  it('search: terms in OR and AND mode, fuzzy, filters, sort, fields, paging helpers; the request form', async () => {
    const client = await visitor();
    const orders = (r: { items: Faq[] }) => r.items.map((f) => f.order);
    expect(orders(await client.search<Faq>('FAQ').expression('return refund').run())).toEqual([4, 3]);
    expect(orders(await client.search<Faq>('FAQ').expression('return refund').andMode().run())).toEqual([4]);
    expect(orders(await client.search<Faq>('FAQ').expression('shiping').run())).toEqual([]);
    expect(orders(await client.search<Faq>('FAQ').expression('shiping').fuzzy().orMode().run())).toEqual([1, 2]);
    const some = await client.search<Faq>('FAQ').expression('how do').hasSome('topic', ['care', 'sizing', 'shipping']).descending('order').fields('question', 'order').run();
    expect(some.items).toEqual([
      { _id: 'faq-6', question: 'How do I wash organic cotton?', order: 6 }, { _id: 'faq-5', question: 'How do your sizes run?', order: 5 },
      { _id: 'faq-2', question: 'Do you ship internationally?', order: 2 }, { _id: 'faq-1', question: 'How long does shipping take?', order: 1 },
    ]);
    const first = await client.search<Faq>('FAQ').ascending('order').limit(4).run();
    expect([orders(first), first.totalCount, first.totalPages, first.hasNext()]).toEqual([[1, 2, 3, 4], 6, 2, true]);
    const second = await first.next();
    expect([orders(second), second.hasNext(), second.hasPrev()]).toEqual([[5, 6], false, true]);
    const { items: found, pagingMetadata } = await client.search<Faq>('FAQ', { search: { expression: 'refund' }, paging: { limit: 5 } });
    expect([found.map((f) => f.order), pagingMetadata.total]).toEqual([[4], 1]);
    const refused = await client.search('FAQ').expression('x').limit(5000).run().catch((e: unknown) => e);
    expect(isValidationError(refused)).toBe(true);
  });

  it('aggregatePipeline: stages as the wire declares them, Dates in and out, a bad stage refused by the platform', async () => {
    const client = await visitor();
    const { results, pagingMetadata } = await client.aggregatePipeline<{ _id: { topic: string }; n: number; latest: Date }>('FAQ', {
      stages: [
        { filter: { _createdDate: { $lt: new Date('2030-01-01T00:00:00.000Z') }, order: { $lte: 4 } } },
        { group: { groupIds: [{ key: 'topic', expression: { fieldPath: 'topic' } }], accumulators: [
          { resultFieldName: 'n', sum: { expression: { numeric: 1 } } }, { resultFieldName: 'latest', max: { expression: { fieldPath: '_updatedDate' } } },
        ] } },
        { sort: { values: [{ fieldName: '_id.topic', order: 'DESC' }] } },
      ],
      paging: { limit: 1 },
    }, { returnTotalCount: true });
    expect(results).toEqual([{ _id: { topic: 'shipping' }, n: 2, latest: new Date('2024-01-10T09:00:00.000Z') }]);
    expect(pagingMetadata).toMatchObject({ count: 1, total: 2 });
    const bad = await client.aggregatePipeline('FAQ', { stages: [{ limit: 1, skip: 1 } as any] }).catch((e: unknown) => e);
    expect([isValidationError(bad), (bad as any).details.validationError.fieldViolations[0].field]).toEqual([true, 'pipeline.stages[0]']);
  });

  it('queryReferencedItems: several menus at once, each result naming its menu; an unknown menu is WDE0073', async () => {
    const client = await visitor();
    const { results, pagingMetadata } = await client.queryReferencedItems<Page>('Menus', [{ _id: 'menu-header' }, 'menu-footer'], 'pages', { returnTotalCount: true, paging: { limit: 5 } });
    expect(results.map((r) => [r.referringItemId, r.item!.slug])).toEqual([
      ['menu-header', 'about'], ['menu-header', 'shipping-returns'], ['menu-header', 'care-guide'], ['menu-footer', 'about'], ['menu-footer', 'shipping-returns'],
    ]);
    expect(pagingMetadata).toMatchObject({ count: 5, total: 7 });
    const desc = await client.queryReferencedItems<Page>('Menus', 'menu-header', 'pages', { order: 'DESC', fields: ['slug'] });
    expect(desc.results.map((r) => [r.referringItemId, r.item])).toEqual([
      ['menu-header', { _id: 'page-care', slug: 'care-guide' }], ['menu-header', { _id: 'page-shipping', slug: 'shipping-returns' }], ['menu-header', { _id: 'page-about', slug: 'about' }],
    ]);
    const missing = await client.queryReferencedItems('Menus', 'nope', 'pages').catch((e: unknown) => e);
    expect([isApplicationError(missing) && missing.code]).toEqual(['WDE0073']);
  });
});
