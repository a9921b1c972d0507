import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { sentThroughTable, wireServer } from '@sitekit/testing';
import { reviews } from '../index';

// Inputs the platform's SDK sends through, sent as it sends them: entity objects with only some
// fields (every field is optional in its types), fields we do not name.
sentThroughTable('reviews', {
  wire: wireServer(),
  client: () => createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }) as any,
  reply: { review: {} },
  cases: [
    ['reviews.createReview({ entityId, namespace }) (no content)', (c) => c.reviews.createReview({ entityId: 'p1', namespace: 'stores' }),
      { request: 'POST /reviews/v1/reviews', body: { review: { entityId: 'p1', namespace: 'stores' } } }],
    ['reviews.updateReview(id, { someNewField })', (c) => c.reviews.updateReview('r1', { someNewField: 1 }),
      { request: 'PATCH /reviews/v1/reviews/r1', body: { review: { id: 'r1', someNewField: 1 } } }],
  ],
});
