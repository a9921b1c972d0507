import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { isCall } from '../client/define-call';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { isValidationError } from '../errors/guards';
import { authentication, recovery, verification } from '../identity';

const wire = wireServer();
const modules = { authentication, recovery, verification };
const client = () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'tok' }) }) as any;

/**
 * What each argument must be, and the wrong values tried for it (`NONE`: the argument left out):
 * a required string, a required object ({} is an object: what it lacks is the platform's to say),
 * an object whose required field `{}` lacks, an optional options object, a code (a string, maybe empty).
 */
const NONE = Symbol('none');
const BAD = {
  string: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x'],
  fields: [NONE, null, {}, 42],
  options: [null, 42, 'x'],
  code: [NONE, null, {}, 42],
};
type Kind = keyof typeof BAD;

/** Every call of every identity module: its arguments' kinds, and valid values for them. */
const CALLS: Record<keyof typeof modules, Record<string, [Kind[], unknown[]]>> = {
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
};

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
/** Each call with one argument wrong (the others valid; a left-out argument drops the ones after it). */
const cases = Object.entries(CALLS).flatMap(([module, calls]) =>
  Object.entries(calls).flatMap(([name, [kinds, valid]]) =>
    kinds.flatMap((kind, i) => BAD[kind].map((bad) => {
      const args = bad === NONE ? valid.slice(0, i) : valid.map((v, j) => (j === i ? bad : v));
      return [`${module}.${name}(${args.map(show).join(', ')})`, module, name, args] as const;
    }))));

describe('identity: wrong input is a ValidationError before any request', () => {
  it.each(Object.keys(modules))('the table names every exported call of %s', (module) => {
    const exported = Object.entries(modules[module as keyof typeof modules]).filter(([, v]) => isCall(v)).map(([k]) => k);
    expect(Object.keys(CALLS[module as keyof typeof modules]).sort()).toEqual(exported.sort());
  });

  it.each(cases)('%s', async (_, module, name, args) => {
    wire.reply({});
    const error = await client()[module][name](...args).then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });

  it('the valid arguments of the table do go out (so the table tests the checks, not the arguments)', async () => {
    wire.reply({ state: 'SUCCESS' });
    for (const [module, calls] of Object.entries(CALLS)) {
      for (const [name, [, valid]] of Object.entries(calls)) await client()[module][name](...valid);
    }
    expect(wire.requests).toHaveLength(Object.values(CALLS).flatMap((c) => Object.keys(c)).length);
  });
});
