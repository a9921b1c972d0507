import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './seed/commerce';
import { startEmulator, type RunningEmulator } from './server';
import { STORES_APP_ID } from '../test/helpers';

// The storefront journey over real sockets with plain fetch (no SDK): the emulator is the platform.
let platform: RunningEmulator;
beforeAll(async () => {
  platform = await startEmulator({ port: 0 });
});
afterAll(() => platform.close());

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${platform.url}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** The name/value pairs of the inputs inside the form that posts to `action`. */
function formFields(html: string, action: string): URLSearchParams {
  const form = html.slice(html.indexOf(`action="${action}"`));
  const fields = new URLSearchParams();
  for (const m of form.slice(0, form.indexOf('</form>')).matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.append(m[1]!, m[2]!);
  return fields;
}

describe('HTTP face: visitor checkout journey', () => {
  it('visitor → add to cart → coupon → create checkout → redirect session → hosted "Place order" → order found', async () => {
    const grant = await fetch(`${platform.url}/oauth2/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: 'http-test', grantType: 'anonymous' }),
    });
    const token = ((await grant.json()) as { access_token: string }).access_token;

    const catalogReference = { catalogItemId: demoIds.classicCrewTee, appId: STORES_APP_ID, options: { variantId: demoIds.classicCrewTeeBlackM } };
    const added = await call('POST', '/ecom/v1/carts/current/add-to-cart', token, { lineItems: [{ catalogReference, quantity: 2 }] });
    expect(added.status).toBe(200);
    expect(added.json.cart.lineItems).toHaveLength(1);
    expect(added.json.cart.lineItems[0].quantity).toBe(2);

    const coupon = await call('PATCH', '/ecom/v1/carts/current', token, { couponCode: 'SAVE10' });
    expect(coupon.status).toBe(200);
    expect(coupon.json.cart.appliedDiscounts[0].coupon.code).toBe('SAVE10');

    const created = await call('POST', '/ecom/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
    expect(created.status).toBe(200);
    const { checkoutId } = created.json as { checkoutId: string };

    const thankYou = 'http://localhost:3000/thank-you';
    const session = await call('POST', '/_api/redirects-api/v1/redirect-session', token, {
      ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: thankYou, cartPageUrl: 'http://localhost:3000/cart' },
    });
    expect(session.status).toBe(200);
    const fullUrl: string = session.json.redirectSession.fullUrl;
    expect(fullUrl.startsWith(`${platform.url}/`)).toBe(true);

    const page = await fetch(fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Classic Crew Tee');
    expect(html).toContain('SAVE10');

    const placed = await fetch(`${platform.url}/_emulator/checkout/place-order`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: formFields(html, '/_emulator/checkout/place-order'),
    });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(thankYou);
    const orderId = location.searchParams.get('orderId')!;
    expect(orderId).toBeTruthy();

    const order = await call('GET', `/ecom/v1/orders/${orderId}`, token);
    expect(order.status).toBe(200);
    expect(order.json.order).toMatchObject({ id: orderId, checkoutId, lineItems: [expect.objectContaining({ quantity: 2 })] });
    const found = await call('POST', '/ecom/v1/orders/search', token, { search: { filter: { id: { $eq: orderId } } } });
    expect(found.json.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const checkout = await call('GET', `/ecom/v1/checkouts/${checkoutId}`, token);
    expect(checkout.json.checkout.completed).toBe(true);
  });
});
