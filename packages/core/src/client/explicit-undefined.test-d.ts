import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from './create-client';
import { OAuthStrategy } from '../auth-root';
import { ApiKeyStrategy } from '../api-key';
import { media } from '../media/index';
import type { ClientOptions, RequestOptions } from './types';

// Type tests run with `exactOptionalPropertyTypes` (as `tsc --init` writes it): options read from the
// environment (`string | undefined`) are taken as they are. Nothing here runs.
declare const env: Record<string, string | undefined>;

describe('options take an explicit undefined', () => {
  it('createClient, OAuthStrategy and ApiKeyStrategy', () => {
    const client = createClient({
      modules: undefined,
      host: env.SITEKIT_HOST,
      useCDN: undefined,
      fetch: undefined,
      retry: undefined,
      onError: undefined,
      timeout: undefined,
      signal: undefined,
      headers: undefined,
      auth: OAuthStrategy({ clientId: env.SITEKIT_CLIENT_ID ?? '', tokens: undefined, tokenStorage: undefined, onSessionLost: undefined }),
    });
    expectTypeOf(client.auth.loggedIn).returns.toEqualTypeOf<boolean>();
    ApiKeyStrategy({ apiKey: env.SITEKIT_API_KEY ?? '', siteId: env.SITEKIT_SITE_ID, accountId: undefined });
    expectTypeOf<{ host: undefined; retry: undefined }>().toExtend<ClientOptions<{}, undefined>>();
    expectTypeOf<{ timeout: undefined; signal: undefined; headers: undefined }>().toExtend<RequestOptions>();
  });

  it('member flows, visitor tokens and media URLs', async () => {
    const auth = OAuthStrategy({ clientId: 'id' });
    await auth.generateVisitorTokens({ accessToken: undefined, refreshToken: undefined });
    await auth.login({ email: 'a@b.c', password: 'p', captchaTokens: undefined });
    media.getScaledToFillImageUrl('wix:image://v1/a.jpg/a.jpg#originWidth=1&originHeight=1', 1, 1, { quality: undefined });
  });
});
