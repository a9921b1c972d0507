import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer } from '@sitekit/testing';
import { redirects } from './index';

const modules = { redirects };

badInputTable('redirects', {
  wire: wireServer(),
  client: () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }) }),
  guards: { isCall, isValidationError },
  reply: { redirectSession: { id: 's1' } },
  modules,
  /** Wrong intents: none at all, `null`, `{}` (no intent), a number. */
  bad: { intent: [NONE, null, {}, 42] },
  /** Every call of the module, with a valid first argument (each needs one: an intent). */
  calls: { redirects: { createRedirectSession: [['intent'], [{ login: {} }]] } },
});
