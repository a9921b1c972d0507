import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy, type ValidationError } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { items } from '../items';

duringTests(setupEmulator());
const as = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }) }).items;

describe('paging the platform refuses (on the emulator)', () => {
  it.each([
    ['a negative skip', (q: any) => q.skip(-1), 'paging.offset'],
    ['a fractional skip', (q: any) => q.skip(1.5), 'paging.offset'],
  ])('%s is sent as given and comes back as a typed ValidationError naming the field', async (_, page, field) => {
    const visitor = as(await visitorToken());
    const error = await page(visitor.query('FAQ')).find().catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(JSON.stringify((error as ValidationError).details)).toContain(field);
  });

  it('limit(0), which the platform answers with an empty page, ends iteration instead of asking for the same page again and again', async () => {
    const visitor = as(await visitorToken());
    const page = await visitor.query('FAQ').limit(0).find();
    expect([page.items, page.hasNext()]).toEqual([[], false]);
    const seen: unknown[] = [];
    for await (const item of visitor.query('FAQ').limit(0)) {
      seen.push(item);
      if (seen.length > 10) break;
    }
    expect(seen).toEqual([]);
  });
});
