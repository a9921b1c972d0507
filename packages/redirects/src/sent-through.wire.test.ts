import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { sentThroughTable, wireServer } from '@sitekit/testing';
import { redirects } from './index';

// Inputs the platform's SDK sends through, sent as it sends them: an intent with only its required
// field, callbacks and preferences we do not name.
sentThroughTable('redirects', {
  wire: wireServer(),
  client: () => createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }) as any,
  reply: { redirectSession: { id: 's1' } },
  cases: [
    ['createRedirectSession({ login: {} })', (c) => c.redirects.createRedirectSession({ login: {} }),
      { request: 'POST /_api/redirects-api/v1/redirect-session', body: { login: {} } }],
    ['createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { postFlowUrl, someNewField } })',
      (c) => c.redirects.createRedirectSession({ ecomCheckout: { checkoutId: 'k1' }, callbacks: { postFlowUrl: 'https://s/', someNewField: 1 } }),
      { request: 'POST /_api/redirects-api/v1/redirect-session', body: { ecomCheckout: { checkoutId: 'k1' }, callbacks: { postFlowUrl: 'https://s/', someNewField: 1 } } }],
  ],
});
