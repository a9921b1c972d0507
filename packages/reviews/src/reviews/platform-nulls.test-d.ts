import { describe, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { reviews } from '../index';

const client = createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('input types take the nulls the platform SDK declares', () => {
  it('createReview: a review whose dates are null (as the platform SDK types them)', () => {
    void client.reviews.createReview({ namespace: 'stores', entityId: 'p', reviewDate: null, _createdDate: null, _updatedDate: null, reply: { _createdDate: null, _updatedDate: null } });
  });
});
