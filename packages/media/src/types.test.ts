import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '@sitekit/core';
import { files } from './index';

// The platform's enums as `@wix/auto_sdk_media_files` 1.0.101 declares them (index.typings.d.ts, values in order).
const DECLARED = {
  MediaType: ['UNKNOWN', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'VECTOR', 'ARCHIVE', 'MODEL3D', 'OTHER'],
  StreamFormat: ['UNKNOWN', 'HLS', 'DASH'],
  CommonSortOrder: ['ASC', 'DESC'],
  SortOrder: ['ASC', 'DESC'],
  IdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
  WebhookIdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
  Namespace: [
    'NO_NAMESPACE', 'OTHERS', 'WIX_VIDEO', 'WIX_MUSIC', 'ALBUMS_AND_ART_STORE', 'WIX_ECOM', 'PHOTO_SHARE_APP', 'SHARING_APP', 'CHAT',
    'LOGO_BUILDER', 'ALBUMS_OLD', 'CHAT_MOBILE', 'WIX_FORMS', 'WIX_LEGENDS', 'PORTFOLIO', 'LOGOS',
  ],
  ImageAnnotationType: [
    'UNKNOWN_IMAGE_ANNOTATION_TYPE', 'CONTAINS_TEXT', 'IS_ANIMATED', 'FACES', 'LABELS', 'COLORS', 'CAPTION', 'COLOR_V2', 'SITE_SECTION_CATEGORY',
  ],
} as const;
type Values<K extends keyof typeof DECLARED> = (typeof DECLARED)[K][number];

// Public types as storefront code uses them (checked by `tsc`; the assertions are no-ops at run time).
describe('public types', () => {
  it('the enums the platform exports as values, with the declared values in order', () => {
    for (const [name, values] of Object.entries(DECLARED)) expect([name, Object.values(files[name as keyof typeof DECLARED])]).toEqual([name, values]);
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
    // `expectTypeOf(value)` evaluates its argument: the typed-query call below really runs, so it gets an answer here.
    const client = createClient({ modules: { files }, fetch: async () => Response.json({}) });
    expectTypeOf(client.files.queryFileDescriptors()).toEqualTypeOf<files.FileDescriptorsQueryBuilder>();
    expectTypeOf(client.files.queryFileDescriptors({ filter: {} })).resolves.toEqualTypeOf<files.QueryFileDescriptorsResponse>();
    expectTypeOf<files.QueryFileDescriptorsResponse>().toEqualTypeOf<{ files?: files.FileDescriptor[]; pagingMetadata?: files.PagingMetadataV2 }>();
  });
});
