import { badInputTable, NONE, wireServer } from '@sitekit/testing';
import { createClient } from './client/create-client';
import { isCall } from './client/define-call';
import { StaticTokenStrategy } from './auth/static-token-strategy';
import { isValidationError } from './errors/guards';
import { authentication, recovery, verification } from './identity';

const modules = { authentication, recovery, verification };

/**
 * What each argument must be, and the wrong values tried for it (`NONE`: the argument left out):
 * a required string, a required object ({} is an object: what it lacks is the platform's to say),
 * an object whose required field `{}` lacks, an optional options object, a code (a string, maybe empty).
 */
const BAD = {
  string: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x'],
  fields: [NONE, null, {}, 42],
  options: [null, 42, 'x'],
  code: [NONE, null, {}, 42],
};

badInputTable('identity', {
  wire: wireServer(),
  client: () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }) }),
  guards: { isCall, isValidationError },
  reply: { state: 'SUCCESS' },
  modules,
  bad: BAD,
  /** Every call of every identity module: its arguments' kinds, and valid values for them. */
  calls: {
    authentication: {
      registerV2: [['object', 'options'], [{ email: 'a@b.c' }, {}]],
      loginV2: [['object', 'options'], [{ email: 'a@b.c' }, {}]],
      register: [['object', 'options'], [{ email: 'a@b.c' }, {}]],
      login: [['object', 'options'], [{ email: 'a@b.c' }, {}]],
      changePassword: [['string'], ['n3w']],
      loginWithIdpConnectionTokenParams: [['fields'], [{ idpConnectionId: 'idp' }]],
      proceedToNextState: [['fields'], [{ stateToken: 'st' }]],
      signOn: [['object', 'options'], [{ email: 'a@b.c' }, {}]],
      logout: [['options'], [{}]],
    },
    recovery: {
      sendRecoveryEmail: [['string', 'options'], ['a@b.c', {}]],
      sendActivationEmail: [['string', 'options'], ['i1', {}]],
      recover: [['string', 'options'], ['rec', {}]],
    },
    verification: {
      start: [['options'], [{}]],
      verifyDuringAuthentication: [['code', 'fields'], ['123', { stateToken: 'st' }]],
      resendDuringAuthentication: [['string'], ['st']],
    },
  },
});
