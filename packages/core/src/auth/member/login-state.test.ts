import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../errors/application-error';
import { normalizeError } from '../../errors/normalize-error';
import { SiteKitError } from '../../errors/sitekit-error';
import { ValidationError } from '../../errors/validation-error';
import {
  LOGIN_ERROR_CODES, LoginState, REGISTER_ERROR_CODES, SERVER_STATE_TO_LOGIN_STATE, loginFailure, nextLoginState, registerFailure, toLoginState,
} from './login-state';

const app = (code: string, description = `platform says ${code}`) => new ApplicationError({ code, description }, { status: 400 });
/** The platform SDK's error text of such an error: the JSON of `{ message, details }`. */
const sdkText = (code: string, description = `platform says ${code}`) =>
  JSON.stringify({ message: description, details: { applicationError: { description, code, data: {} } } }, null, 2);

describe('login state mapping (docs/wire/identity.md)', () => {
  it.each([
    [{ state: 'SUCCESS', sessionToken: 'sess' }, { loginState: 'SUCCESS', data: { sessionToken: 'sess' } }],
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [{ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }, { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } }],
    [{ state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'UNKNOWN_STATE' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'SOMETHING_NEW' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{}, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [undefined, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ])('%j → %j', (response, expected) => {
    expect(toLoginState(response as any)).toEqual(expected);
  });

  it('the table has exactly the three server states of the spec', () => {
    expect(SERVER_STATE_TO_LOGIN_STATE).toEqual({ SUCCESS: 'SUCCESS', REQUIRE_OWNER_APPROVAL: 'OWNER_APPROVAL_REQUIRED', REQUIRE_EMAIL_VERIFICATION: 'EMAIL_VERIFICATION_REQUIRED' });
    expect(Object.keys(LoginState)).toEqual(['INITIAL', 'SUCCESS', 'FAILURE', 'EMAIL_VERIFICATION_REQUIRED', 'OWNER_APPROVAL_REQUIRED', 'USER_CAPTCHA_REQUIRED', 'SILENT_CAPTCHA_REQUIRED']);
  });

  it('the reducer keeps the current state on a failure (the state token survives a wrong code)', () => {
    const waiting = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } } as const;
    expect(nextLoginState(waiting, { loginState: 'FAILURE', error: 'x' })).toBe(waiting);
    expect(nextLoginState(waiting, { loginState: 'OWNER_APPROVAL_REQUIRED' })).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
  });
});

describe('register error table (docs/wire/identity.md)', () => {
  it.each(Object.entries(REGISTER_ERROR_CODES))('%s → %s', (code, errorCode) => {
    expect(registerFailure(app(code))).toEqual({ loginState: 'FAILURE', errorCode, error: sdkText(code) });
  });

  it('the table is exactly the spec rows', () => {
    expect(REGISTER_ERROR_CODES).toEqual({ '-19971': 'missingCaptchaToken', '-19995': 'emailAlreadyExists', '-19970': 'invalidCaptchaToken' });
  });

  it('any EMAIL field violation → invalidEmail with its description (data.type or ruleName)', () => {
    const byData = new ValidationError([{ field: 'loginId.email', description: 'must be a valid email', data: { type: 'EMAIL' } }], { status: 400 });
    expect(registerFailure(byData)).toEqual({ loginState: 'FAILURE', errorCode: 'invalidEmail', error: 'must be a valid email' });
    const byRule = new ValidationError([{ field: 'x', description: 'bad' }, { field: 'loginId.email', description: 'bad email', ruleName: 'EMAIL' }], { status: 400 });
    expect(registerFailure(byRule)).toMatchObject({ errorCode: 'invalidEmail', error: 'bad email' });
  });

  it('anything else: a failure with the message only', () => {
    expect(registerFailure(app('-42'))).toEqual({ loginState: 'FAILURE', error: sdkText('-42') });
    const fieldViolations = [{ field: 'password', description: 'must be at least 4 characters' }];
    const noData = new ValidationError(fieldViolations, { status: 400, requestId: 'r2' });
    expect(registerFailure(noData)).toEqual({
      loginState: 'FAILURE',
      error: JSON.stringify({ message: 'INVALID_ARGUMENT: "password" must be at least 4 characters', details: { validationError: { fieldViolations }, requestId: 'r2' } }, null, 2),
    });
  });
});

describe('login error table (docs/wire/identity.md)', () => {
  it.each(Object.entries(LOGIN_ERROR_CODES))('%s → %s', (code, errorCode) => {
    expect(loginFailure(app(code))).toEqual({ loginState: 'FAILURE', errorCode, error: sdkText(code) });
  });

  it('the table is exactly the spec rows', () => {
    expect(LOGIN_ERROR_CODES).toEqual({ '-19971': 'missingCaptchaToken', '-19970': 'invalidCaptchaToken', '-19976': 'invalidPassword', '-19973': 'resetPassword' });
  });

  it('any other platform error → invalidEmail', () => {
    expect(loginFailure(app('-19999', 'No identity with email a@b.c'))).toEqual({ loginState: 'FAILURE', errorCode: 'invalidEmail', error: sdkText('-19999', 'No identity with email a@b.c') });
    expect(loginFailure(new ValidationError([{ field: 'loginId.email', description: 'must not be empty' }], { status: 400 }))).toMatchObject({ errorCode: 'invalidEmail' });
    expect(loginFailure(normalizeError(undefined, { status: 403 }))).toMatchObject({ errorCode: 'invalidEmail', error: 'Forbidden' });
  });
});

describe('never a crash', () => {
  it.each([
    ['a network error', normalizeError(new TypeError('fetch failed')), 'Network error: fetch failed'],
    ['a 5xx', normalizeError(undefined, { status: 503, requestId: 'r1' }), 'System error occurred, request-id: r1'],
    ['a plain Error', new Error('boom'), 'boom'],
    ['a string', 'weird', 'weird'],
    ['undefined', undefined, 'Unknown error'],
    ['an object without anything', {}, 'Unknown error'],
    ['a validation error without data', { details: { validationError: { fieldViolations: [{}] } }, message: 'INVALID_ARGUMENT' }, 'INVALID_ARGUMENT'],
    ['violations that are not an array', { details: { validationError: { fieldViolations: 'nope' } }, message: 'odd' }, 'odd'],
    ['an unknown code', new SiteKitError('Huh', { code: 'WHAT' }), 'Huh'],
  ])('%s is a typed FAILURE with a readable message', (_, error, message) => {
    expect(registerFailure(error)).toMatchObject({ loginState: 'FAILURE', error: message });
    const login = loginFailure(error);
    expect(login).toMatchObject({ loginState: 'FAILURE', error: message });
    expect(typeof login.error).toBe('string');
  });

  it('network and server failures carry no misleading errorCode', () => {
    expect(loginFailure(normalizeError(new TypeError('offline')))).not.toHaveProperty('errorCode');
    expect(loginFailure(normalizeError(undefined, { status: 500 }))).not.toHaveProperty('errorCode');
  });
});
