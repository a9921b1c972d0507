import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { redirects } from '../index';

const wire = wireServer();
const client = () => createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: 'tok' }) });
const BI =
  'environment=js-sdk,package-name=@wix/auto_sdk_redirects_redirects,method-fqn=wix.headless.v1.RedirectSessionService.CreateRedirectSession,entity=wix.headless.v1.redirect_session';
const SESSION = {
  id: 's1',
  fullUrl: 'https://site.example/checkout?checkoutId=c1',
  urlDetails: { endpoint: 'https://site.example/checkout', searchParams: { checkoutId: 'c1' } },
  sessionToken: 'st',
};

describe('redirects.createRedirectSession (wire)', () => {
  it('POSTs the options as the body and returns the full response with _id', async () => {
    wire.reply({ redirectSession: SESSION });
    const options = {
      ecomCheckout: { checkoutId: 'c1' },
      callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks', cartPageUrl: 'https://shop.example/cart' },
      preferences: { useGenericWixPages: true, additionalQueryParameters: { utm_source: 'x' } },
    };
    const res = await client().redirects.createRedirectSession(options);
    expect(res).toEqual({ redirectSession: { ...SESSION, id: undefined, _id: 's1' } });
    expect(res.redirectSession).not.toHaveProperty('id');
    const [req] = wire.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url.href).toBe('https://www.wixapis.com/_api/redirects-api/v1/redirect-session');
    expect(req!.headers.get('authorization')).toBe('tok');
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(BI);
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(options);
  });

  it.each([
    ['bookingsCheckout', { slotAvailability: { slot: { serviceId: 'sv', startDate: '2024-01-01T10:00:00Z' } }, timezone: 'UTC' }],
    ['eventsCheckout', { reservationId: 'r1', eventSlug: 'my-event' }],
    ['paidPlansCheckout', { planId: 'p1', checkoutData: 'cd' }],
    ['login', {}],
    ['logout', { clientId: 'app' }],
    ['auth', { authRequest: { clientId: 'app', redirectUri: 'https://shop.example/cb', responseType: 'code' }, prompt: 'login' }],
    ['storesProduct', { productSlug: 'shirt' }],
    ['bookingsBook', { resourceId: 'res' }],
    ['ecomOrderPaymentRequest', { ecomOrderPaymentRequestToken: 't' }],
  ])('sends the %s intent as-is', async (intent, value) => {
    wire.reply({ redirectSession: { id: 's', fullUrl: 'https://x.example/' } });
    const res = await client().redirects.createRedirectSession({ [intent]: value, callbacks: { postFlowUrl: 'https://shop.example/' } });
    expect(res.redirectSession?.fullUrl).toBe('https://x.example/');
    expect(JSON.parse(wire.requests[0]!.body)).toEqual({ [intent]: value, callbacks: { postFlowUrl: 'https://shop.example/' } });
  });

  it.each([
    [undefined, 'options'],
    [{ callbacks: { postFlowUrl: 'https://x' } }, 'options'],
    [{ login: {}, logout: { clientId: 'a' } }, 'login, logout'],
    [{ ecomCheckout: {} }, 'ecomCheckout.checkoutId'],
    [{ ecomCheckout: { checkoutId: '' } }, 'ecomCheckout.checkoutId'],
    [{ storesProduct: {} }, 'storesProduct.productSlug'],
    [{ auth: { prompt: 'none' } }, 'auth.authRequest'],
    [{ login: 'yes' }, 'login'],
  ])('refuses %j before any request', async (options, field) => {
    const error = await client().redirects.createRedirectSession(options as any).catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations[0].field).toBe(field);
    expect(wire.requests).toHaveLength(0);
  });

  it('an empty 200 is MALFORMED_RESPONSE, not an empty session', async () => {
    wire.reply({});
    await expect(client().redirects.createRedirectSession({ login: {} })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(wire.requests).toHaveLength(1);
  });

  it('keeps the enums on the module', () => {
    expect(redirects.Prompt.none).toBe('none');
    expect(client().redirects.MembersAccountSection.ORDERS).toBe('ORDERS');
    expect(redirects.CallbackType.CHECKOUT).toBe('CHECKOUT');
  });
});
