import { optionalObject, requireObject, requireString, ValidationError, type Call } from '@sitekit/core-runtime';
import { redirectsService } from './service';
import type { CreateRedirectSessionOptions, CreateRedirectSessionResponse } from './types';

/** Intents and the field each one requires (`''`: none). */
const INTENTS: Record<string, string> = {
  bookingsCheckout: 'slotAvailability', ecomCheckout: 'checkoutId', eventsCheckout: 'reservationId',
  paidPlansCheckout: 'planId', login: '', logout: 'clientId', auth: 'authRequest', storesProduct: 'productSlug',
  bookingsBook: '', ecomOrderPaymentRequest: '',
};

/** Exactly one intent, with its required field; the options then go out as the payload (SDK → wire). */
const checkRedirectOptions = (options: CreateRedirectSessionOptions = {}): void => {
  optionalObject(options, 'options');
  const given = Object.keys(INTENTS).filter((k) => (options as Record<string, unknown>)[k] !== undefined);
  if (given.length !== 1) {
    throw new ValidationError([{
      field: given.length ? given.join(', ') : 'options',
      description: `needs exactly one of ${Object.keys(INTENTS).join(', ')}`,
      violatedRule: given.length ? 'ONE_OF_ALIGNMENT' : 'REQUIRED_FIELD',
    }]);
  }
  const intent = given[0]!;
  const value = (options as Record<string, unknown>)[intent];
  requireObject(value, intent);
  const required = INTENTS[intent];
  if (required === 'slotAvailability' || required === 'authRequest') requireObject(value[required], `${intent}.${required}`);
  else if (required) requireString(value[required], `${intent}.${required}`);
};

/**
 * Creates a redirect session: a URL on the platform's hosted pages (checkout, login, logout,
 * product page, …) that sends the visitor back to `callbacks` on the headless site.
 * Exactly one intent must be given; its required field is checked before any request.
 *
 * @throws ValidationError when no intent or more than one is given, or the intent misses its required field.
 * @example
 * ```ts
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
 * const { redirectSession } = await client.redirects.createRedirectSession({
 *   ecomCheckout: { checkoutId },
 *   callbacks: { postFlowUrl: location.href, thankYouPageUrl: `${location.origin}/thanks` },
 * });
 * location.href = redirectSession!.fullUrl!;
 * ```
 */
export const createRedirectSession: Call<(options?: CreateRedirectSessionOptions) => Promise<CreateRedirectSessionResponse>> =
  /* @__PURE__ */ redirectsService('POST /_api/redirects-api/v1/redirect-session', { name: 'CreateRedirectSession', args: { options: { check: checkRedirectOptions, spread: true } }, entity: 'redirectSession' });
