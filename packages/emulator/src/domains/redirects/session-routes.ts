import { z } from 'zod';
import { applicationError, parseBody, raise, validationError } from '../../engine/errors';
import { callbackFields, clientFor, redirectAllowedFor, requireAllowedUrls } from '../auth/access';
import type { Route, RouteContext } from '../../engine/types';
import { REDIRECT_KINDS } from './state';
import type { RedirectKind, RedirectsState } from './types';

const loose = z.looseObject({});

const schema = z.looseObject({
  ecomCheckout: z.looseObject({ checkoutId: z.string().min(1) }).optional(),
  auth: z
    .looseObject({
      authRequest: z.looseObject({
        // optional only in web_message mode (a server-side direct login reads the page instead)
        redirectUri: z.url({ protocol: /^https?$/ }).optional(),
        clientId: z.string().min(1),
        codeChallenge: z.string().min(43).max(128),
        codeChallengeMethod: z.enum(['S256']).default('S256'),
        responseMode: z.enum(['fragment', 'query', 'web_message']).default('fragment'),
        responseType: z.enum(['code']).default('code'),
        scope: z.string().optional(),
        state: z.string().optional(),
        sessionToken: z.string().optional(),
      }),
      prompt: z.enum(['login', 'none', 'consent', 'select_account']).default('login'),
    })
    .optional(),
  logout: z.looseObject({ clientId: z.string().min(1) }).optional(),
  bookingsCheckout: loose.optional(),
  eventsCheckout: loose.optional(),
  paidPlansCheckout: loose.optional(),
  login: loose.optional(),
  storesProduct: loose.optional(),
  bookingsBook: loose.optional(),
  ecomOrderPaymentRequest: loose.optional(),
  callbacks: z.looseObject({}).optional(),
  preferences: loose.optional(),
  origin: z.string().optional(),
});

/**
 * The body with every null-valued property left out, at any depth: the platform's SDK types most of
 * these options nullable (`origin`, the authorize request's fields, the callbacks, the preferences), and
 * null reads as absent.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null).map(([key, entry]) => [key, withoutNulls(entry)]));
}

/** Hosted page path for each flow. */
function pagePath(kind: RedirectKind): string {
  if (kind === 'ecomCheckout') return '/_emulator/checkout';
  if (kind === 'auth') return '/_emulator/oauth/authorize';
  if (kind === 'logout') return '/_emulator/logout';
  return '/_emulator/placeholder';
}

function create(ctx: RouteContext<RedirectsState>) {
  const options = parseBody(schema, withoutNulls(ctx.body ?? {}));
  const kinds = REDIRECT_KINDS.filter((k) => options[k] !== undefined);
  if (kinds.length !== 1) {
    raise(
      validationError([
        {
          field: kinds.length === 0 ? 'options' : kinds.join(', '),
          description: `exactly one of ${REDIRECT_KINDS.join(', ')} must be set (got ${kinds.length})`,
          violatedRule: kinds.length === 0 ? 'REQUIRED_FIELD' : 'ONE_OF_ALIGNMENT',
        },
      ]),
    );
  }
  const kind = kinds[0] as RedirectKind;
  const authRequest = options.auth?.authRequest;
  if (authRequest && !authRequest.redirectUri && authRequest.responseMode !== 'web_message') {
    raise(validationError([{ field: 'auth.authRequest.redirectUri', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  }
  if (authRequest?.redirectUri && !redirectAllowedFor(ctx.engine, authRequest.clientId, authRequest.redirectUri)) {
    raise(applicationError(400, 'INVALID_REDIRECT_URI', `redirectUri ${authRequest.redirectUri} is not allowed for client ${authRequest.clientId}`));
  }
  // Callback URLs are redirected to and linked to later: checked now, so nothing unchecked is stored.
  requireAllowedUrls(ctx.engine, callbackFields(options.callbacks), clientFor(ctx.caller, options.logout?.clientId ?? authRequest?.clientId));
  const id = ctx.engine.newId();
  ctx.state.sessions[id] = {
    id,
    kind,
    options,
    callbacks: (options.callbacks ?? {}) as Record<string, unknown>,
    createdDate: ctx.engine.now().toISOString(),
  };
  const searchParams: Record<string, string> = {};
  if (kind === 'ecomCheckout' && options.ecomCheckout) searchParams['checkoutId'] = options.ecomCheckout.checkoutId;
  if (kind !== 'ecomCheckout' && kind !== 'auth' && kind !== 'logout') searchParams['kind'] = kind;
  searchParams['session'] = id;
  const endpoint = `${ctx.baseUrl}${pagePath(kind)}`;
  const fullUrl = `${endpoint}?${new URLSearchParams(searchParams).toString()}`;
  const sessionToken = options.auth?.authRequest.sessionToken;
  return { json: { redirectSession: { id, fullUrl, urlDetails: { endpoint, searchParams }, ...(sessionToken ? { sessionToken } : {}) } } };
}

/** `POST /_api/redirects-api/v1/redirect-session`: stores a redirect session for exactly one flow (URLs checked first) and answers the hosted page's URL. */
export const createSessionRoute: Route<RedirectsState> = {
  method: 'POST',
  path: '/_api/redirects-api/v1/redirect-session',
  id: 'redirects.createRedirectSession',
  access: 'public',
  handle: create,
};
