import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '@sitekit/core-runtime';
import type { Values } from '../test/helpers';
import { files } from './index';

// Public types as storefront code uses them. `tsc` checks these assertions (Vitest's type check); nothing
// here runs. The enumerations' values are checked in `enums.test.ts`.
describe('public types', () => {
  it('the enums the platform exports as values, keyed by the declared values', () => {
    expectTypeOf<keyof typeof files.MediaType>().toEqualTypeOf<Values<'MediaType'>>();
    expectTypeOf<keyof typeof files.StreamFormat>().toEqualTypeOf<Values<'StreamFormat'>>();
    expectTypeOf<keyof typeof files.CommonSortOrder>().toEqualTypeOf<Values<'CommonSortOrder'>>();
    expectTypeOf<keyof typeof files.SortOrder>().toEqualTypeOf<Values<'SortOrder'>>();
    expectTypeOf<keyof typeof files.IdentityType>().toEqualTypeOf<Values<'IdentityType'>>();
    expectTypeOf<keyof typeof files.WebhookIdentityType>().toEqualTypeOf<Values<'WebhookIdentityType'>>();
    expectTypeOf<keyof typeof files.Namespace>().toEqualTypeOf<Values<'Namespace'>>();
    expectTypeOf<keyof typeof files.ImageAnnotationType>().toEqualTypeOf<Values<'ImageAnnotationType'>>();
    expectTypeOf(files.MediaType.UNKNOWN).toEqualTypeOf<'UNKNOWN'>();
  });

  it('list options take the sort order enums; queryFileDescriptors is a builder, or given a typed query its full response', () => {
    expectTypeOf<files.CommonSortOrder>().toMatchTypeOf<NonNullable<NonNullable<files.ListFilesOptions['sort']>['order']>>();
    expectTypeOf<files.CommonSortOrder>().toMatchTypeOf<NonNullable<NonNullable<files.SearchFilesOptions['sort']>['order']>>();
    expectTypeOf<files.CommonSortOrder>().toMatchTypeOf<NonNullable<NonNullable<files.ListDeletedFilesOptions['sort']>['order']>>();
    expectTypeOf<files.SortOrder>().toMatchTypeOf<NonNullable<NonNullable<files.FileDescriptorQuery['sort']>[number]['order']>>();
    const client = createClient({ modules: { files } });
    expectTypeOf(client.files.queryFileDescriptors()).toEqualTypeOf<files.FileDescriptorsQueryBuilder>();
    expectTypeOf(client.files.queryFileDescriptors({ filter: {} })).resolves.toEqualTypeOf<files.QueryFileDescriptorsResponse>();
    expectTypeOf<files.QueryFileDescriptorsResponse>().toEqualTypeOf<{ files?: files.FileDescriptor[]; pagingMetadata?: files.PagingMetadataV2 }>();
  });
});
