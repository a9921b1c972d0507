import { describe, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { files } from './index';

const client = createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 't' }) });

describe('input types take the nulls the platform SDK declares', () => {
  it('updateFileDescriptor: a descriptor whose dates are null (as the platform SDK types and answers them)', () => {
    void client.files.updateFileDescriptor({ _id: 'f', _createdDate: null, _updatedDate: null, media: { archive: { urlExpirationDate: null } } });
  });
});
