import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type QueryBuilder } from '@sitekit/core';
import { reviews } from './index';

// The platform's enums as `@wix/auto_sdk_reviews_reviews` 1.0.39 declares them (index.typings.d.ts, values in order).
const DECLARED = {
  AuthorType: ['UNKNOWN', 'MEMBER', 'VISITOR'],
  ModerationModerationStatus: ['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'],
  OriginType: ['UNKNOWN', 'ORGANIC', 'APP'],
  SortOrder: ['ASC', 'DESC'],
  UpdateModerationStatusRequestModerationStatus: ['UNKNOWN_MODERATION_STATUS', 'APPROVED', 'REJECTED'],
  ModerationStatus: ['UNKNOWN', 'APPROVED', 'REJECTED'],
  WebhookIdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
} as const;
type Values<K extends keyof typeof DECLARED> = (typeof DECLARED)[K][number];

// Public types as storefront code uses them (checked by `tsc`; the assertions are no-ops at run time).
describe('public types', () => {
  it('binds the reviews module with its call signatures, entity types and enums', () => {
    // `expectTypeOf(value)` evaluates its argument: the typed-query call below really runs, so it gets an answer here.
    const client = createClient({ modules: { reviews }, fetch: async () => Response.json({}) });
    expectTypeOf(client.reviews.getReview).parameters.toEqualTypeOf<[reviewId: string, options?: reviews.GetReviewOptions]>();
    expectTypeOf(client.reviews.getReview).returns.resolves.toEqualTypeOf<reviews.Review>();
    expectTypeOf(client.reviews.createReview).returns.resolves.toEqualTypeOf<reviews.Review>();
    expectTypeOf(client.reviews.createReviewAndContact).parameters
      .toEqualTypeOf<[namespace: string, entityId: string, content: reviews.ReviewContent, options?: reviews.CreateReviewAndContactOptions]>();
    expectTypeOf(client.reviews.updateReview).parameters.toEqualTypeOf<[_id: string, review: reviews.UpdateReview]>();
    expectTypeOf(client.reviews.deleteReview).returns.resolves.toEqualTypeOf<reviews.DeleteReviewResponse>();
    expectTypeOf(client.reviews.countReviews).returns.resolves.toEqualTypeOf<reviews.CountReviewsResponse>();
    expectTypeOf(client.reviews.queryReviews()).toEqualTypeOf<QueryBuilder<reviews.Review, reviews.ReviewField>>();
    expectTypeOf(client.reviews.queryReviews({ filter: {} })).resolves.toEqualTypeOf<reviews.QueryReviewsResponse>();
    expectTypeOf<reviews.Review['reviewDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<reviews.Review['content']>['media']>().toEqualTypeOf<reviews.Media[] | undefined>();
    expectTypeOf<NonNullable<reviews.Media['image']>>().toEqualTypeOf<string>();
    expectTypeOf(reviews.ModerationModerationStatus.APPROVED).toEqualTypeOf<'APPROVED'>();
    expectTypeOf<'A_FUTURE_STATUS'>().toMatchTypeOf<reviews.ModerationModerationStatus>();
    expectTypeOf(client.reviews.AuthorType.VISITOR).toEqualTypeOf<'VISITOR'>();
  });

  it('the enums the platform exports as values, with the declared values in order', () => {
    for (const [name, values] of Object.entries(DECLARED)) expect([name, Object.values(reviews[name as keyof typeof DECLARED])]).toEqual([name, values]);
    expectTypeOf<keyof typeof reviews.AuthorType>().toEqualTypeOf<Values<'AuthorType'>>();
    expectTypeOf<keyof typeof reviews.ModerationModerationStatus>().toEqualTypeOf<Values<'ModerationModerationStatus'>>();
    expectTypeOf<keyof typeof reviews.OriginType>().toEqualTypeOf<Values<'OriginType'>>();
    expectTypeOf<keyof typeof reviews.SortOrder>().toEqualTypeOf<Values<'SortOrder'>>();
    expectTypeOf<keyof typeof reviews.UpdateModerationStatusRequestModerationStatus>().toEqualTypeOf<Values<'UpdateModerationStatusRequestModerationStatus'>>();
    expectTypeOf<keyof typeof reviews.ModerationStatus>().toEqualTypeOf<Values<'ModerationStatus'>>();
    expectTypeOf<keyof typeof reviews.WebhookIdentityType>().toEqualTypeOf<Values<'WebhookIdentityType'>>();
    expectTypeOf<reviews.SortOrder>().toMatchTypeOf<NonNullable<NonNullable<reviews.ReviewQuery['sort']>[number]['order']>>();
  });
});
