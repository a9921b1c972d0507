import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../index';
import { authentication } from '../identity';

// The identity answers' types as the platform's SDK has them. `tsc` checks these; nothing here runs.
describe('identity types', () => {
  it('a profile lists emails and phones as strings, with the tagged objects in secondaryEmails and phonesV2', () => {
    expectTypeOf<authentication.IdentityProfile['emails']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<authentication.IdentityProfile['phones']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<NonNullable<authentication.IdentityProfile['secondaryEmails']>[number]['email']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<authentication.IdentityProfile['phonesV2']>[number]['phone']>().toEqualTypeOf<string | undefined>();
  });

  it('the legacy v1 register, login and proceed answer a state of { status, stateToken }', () => {
    const client = createClient({ modules: { authentication } });
    type V1 = Awaited<ReturnType<typeof client.authentication.login>>;
    expectTypeOf<V1>().toEqualTypeOf<authentication.LoginResponse>();
    expectTypeOf(client.authentication.register).returns.resolves.toEqualTypeOf<authentication.LoginResponse>();
    expectTypeOf(client.authentication.proceedToNextState).returns.resolves.toEqualTypeOf<authentication.LoginResponse>();
    expectTypeOf<NonNullable<V1['state']>['stateToken']>().toEqualTypeOf<string | null | undefined>();
  });
});
