import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { sentThroughTable, wireServer } from '@sitekit/testing';
import * as files from './index';

// Inputs the platform's SDK sends through, sent as it sends them: a file by its wire id name (`id`,
// which its key renaming leaves as it is), optional fields and options left out.
sentThroughTable('media files', {
  wire: wireServer(),
  client: () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }) as any,
  reply: { file: {} },
  cases: [
    ['updateFileDescriptor({ id, displayName })', (c) => c.files.updateFileDescriptor({ id: 'f1', displayName: 'Logo' }),
      { request: 'PATCH /site-media/v1/files/update-file-descriptor', body: { file: { id: 'f1', displayName: 'Logo' } } }],
    ['updateFileDescriptor({ _id, displayName })', (c) => c.files.updateFileDescriptor({ _id: 'f1', displayName: 'Logo' }),
      { request: 'PATCH /site-media/v1/files/update-file-descriptor', body: { file: { id: 'f1', displayName: 'Logo' } } }],
    ['updateFileDescriptor({ _id }) (nothing else to change)', (c) => c.files.updateFileDescriptor({ _id: 'f1' }),
      { request: 'PATCH /site-media/v1/files/update-file-descriptor', body: { file: { id: 'f1' } } }],
  ],
});
