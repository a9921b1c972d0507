import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type QueryBuilder } from '@sitekit/core-runtime';
import type { Values } from '../test/helpers';
import { reviews } from './index';

// Public types as storefront code uses them. `tsc` checks these assertions (Vitest's type check); nothing
// here runs. The enumerations' values are checked in `enums.test.ts`.
describe('public types', () => {
  it('binds the reviews module with its call signatures, entity types and enums', () => {
    const client = createClient({ modules: { reviews } });
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
    expectTypeOf<reviews.Review['reviewDate']>().toEqualTypeOf<Date | null | undefined>(); // the platform SDK's type: it may be null
    expectTypeOf<NonNullable<reviews.Review['content']>['media']>().toEqualTypeOf<reviews.Media[] | undefined>();
    expectTypeOf<NonNullable<reviews.Media['image']>>().toEqualTypeOf<string>();
    expectTypeOf(reviews.ModerationModerationStatus.APPROVED).toEqualTypeOf<'APPROVED'>();
    expectTypeOf<'A_FUTURE_STATUS'>().toMatchTypeOf<reviews.ModerationModerationStatus>();
    expectTypeOf(client.reviews.AuthorType.VISITOR).toEqualTypeOf<'VISITOR'>();
  });

  it('the enums the platform exports as values, keyed by the declared values', () => {
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
