/** The core package's test helpers (not shipped). Helpers every package uses live in `@sitekit/testing`. */
import { nowSeconds, type Tokens } from '../src/auth/tokens';

/** Visitor tokens good for an hour (access token `at-v`, refresh token `rt-v`). */
export const visitorTokens = (): Tokens => ({ accessToken: { value: 'at-v', expiresAt: nowSeconds() + 3600 }, refreshToken: { value: 'rt-v', role: 'visitor' } });
