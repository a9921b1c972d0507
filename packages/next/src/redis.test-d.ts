import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from 'redis';
import { defineSiteKit, type SessionStore, type TokenStorage } from './index';
import { createRedisSessionStore, type RedisCommands, type RedisSessionStoreOptions } from './redis';
import { storeTokens } from './token-storage';

describe('@sitekit/next/redis types', () => {
  it("a node-redis client is a RedisCommands as it comes, and the store fits defineSiteKit's renewals", async () => {
    const client = await createClient({ url: 'redis://127.0.0.1:1' }).connect();
    expectTypeOf(client).toExtend<RedisCommands>();
    const store = createRedisSessionStore(client, { clientId: 'x' });
    expectTypeOf(store).toEqualTypeOf<SessionStore>();
    expectTypeOf(defineSiteKit({ clientId: 'x', renewals: store, tokenStorage: storeTokens() }).tokenStorage).toEqualTypeOf<TokenStorage | undefined>();
  });

  it('refuses a client without the commands the store sends, and a tokenStorage that is not one', () => {
    // @ts-expect-error no eval: the lock could not be released safely
    createRedisSessionStore({ get: async () => null, set: async () => 'OK', del: async () => 1 });
    // @ts-expect-error tokenStorage takes storeTokens(), not a string
    defineSiteKit({ clientId: 'x', tokenStorage: 'store' });
  });

  it('options take an explicit undefined (type tests run with exactOptionalPropertyTypes)', () => {
    const env: Record<string, string | undefined> = {};
    expectTypeOf(defineSiteKit).toBeCallableWith({ clientId: env.SITEKIT_CLIENT_ID, host: env.SITEKIT_HOST, cookieName: undefined, maxAge: undefined });
    expectTypeOf(createRedisSessionStore).parameter(1).toEqualTypeOf<RedisSessionStoreOptions | undefined>();
    expectTypeOf<{ prefix: undefined; lockMs: undefined }>().toExtend<RedisSessionStoreOptions>();
    // defaulted settings are never undefined in the configuration
    expectTypeOf(defineSiteKit({}).clientId).toEqualTypeOf<string>();
  });
});
