import { describe, expect, it } from 'vitest';
import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core';
import { wireServer } from '@sitekit/testing';
import { redirects } from './index';

const wire = wireServer();
const client = () => createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).redirects as any;

/** Every call of the module, with a valid first argument (each needs one: an intent). */
const CALLS: Record<string, unknown> = {
  createRedirectSession: { login: {} },
};
/** Wrong first arguments: none at all, `null`, `{}` (no intent), a number. */
const BAD: [string, unknown[]][] = [['()', []], ['(null)', [null]], ['({})', [{}]], ['(42)', [42]]];
const cases = Object.keys(CALLS).flatMap((name) => BAD.map(([shown, args]) => [`${name}${shown}`, name, args] as const));

describe('redirects: wrong input is a ValidationError before any request', () => {
  it('the table names every exported call', () => {
    const exported = Object.entries(redirects).filter(([, v]) => isCall(v)).map(([k]) => k);
    expect(Object.keys(CALLS).sort()).toEqual(exported.sort());
  });

  it.each(cases)('%s', async (_, name, args) => {
    wire.reply({ redirectSession: { id: 's1' } });
    const error = await client()[name](...args).then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });

  it('the valid argument of the table does go out', async () => {
    wire.reply({ redirectSession: { id: 's1' } });
    for (const [name, valid] of Object.entries(CALLS)) await client()[name](valid);
    expect(wire.requests).toHaveLength(Object.keys(CALLS).length);
  });
});
