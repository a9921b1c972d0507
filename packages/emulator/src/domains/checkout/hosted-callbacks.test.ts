import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../engine/emulator';
import { call, commerceEmulator, demoIds, emittedUrls, HOSTILE_URLS, isHttpOrPath, ref, visitorToken } from '../../../test/helpers';
import { getRedirectSession } from '../redirects/access';

const SESSIONS = '/_api/redirects-api/v1/redirect-session';

async function checkoutId(emu: Emulator, token: string): Promise<string> {
  const catalogReference = ref(demoIds.classicCrewTee, { variantId: demoIds.classicCrewTeeBlackM });
  await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { auth: token, body: { lineItems: [{ catalogReference, quantity: 1 }] } });
  return (await call(emu, 'POST', '/ecom/v1/carts/current/create-checkout', { auth: token, body: { channelType: 'WEB' } })).json.checkoutId as string;
}

const unsafe = (res: Parameters<typeof emittedUrls>[0]) => emittedUrls(res).filter((u) => !isHttpOrPath(u));

describe('hosted checkout callbacks', () => {
  it('thankYouPageUrl and cartPageUrl: each hostile URL is refused with 400 when the session is created', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutId(emu, token);
    for (const key of ['thankYouPageUrl', 'cartPageUrl', 'postFlowUrl']) {
      for (const url of HOSTILE_URLS) {
        const res = await call(emu, 'POST', SESSIONS, { auth: token, body: { ecomCheckout: { checkoutId: id }, callbacks: { [key]: url } } });
        expect(res.status, `${key} ${url}`).toBe(400);
        expect(res.json.details.validationError.fieldViolations[0].field).toBe(`callbacks.${key}`);
      }
    }
  });

  it('the page, its error answers and the thank-you step emit only http(s) URLs, even when a stored callback is hostile', async () => {
    for (const url of HOSTILE_URLS.filter((u) => !u.startsWith('https:'))) {
      const emu = commerceEmulator();
      const token = await visitorToken(emu);
      const id = await checkoutId(emu, token);
      const created = await call(emu, 'POST', SESSIONS, { auth: token, body: { ecomCheckout: { checkoutId: id }, callbacks: { cartPageUrl: 'https://shop.example/cart' } } });
      const session = created.json.redirectSession.id as string;
      const record = getRedirectSession(emu.engine, session);
      if (record) record.callbacks = { cartPageUrl: url, thankYouPageUrl: url, postFlowUrl: url };

      const page = await call(emu, 'GET', `/_emulator/checkout?checkoutId=${id}&session=${session}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('Back to cart');
      const badCoupon = await call(emu, 'POST', '/_emulator/checkout/apply-coupon', { form: { checkoutId: id, session, couponCode: 'NOPE' } });
      expect(badCoupon.status).toBe(400);
      const placed = await call(emu, 'POST', '/_emulator/checkout/place-order', { form: { checkoutId: id, session } });
      expect(placed.status, url).toBe(200); // no redirect to it: the on-page thank-you instead
      expect(placed.text).toContain('Thank you!');
      expect(placed.text).not.toContain('Continue shopping');
      for (const res of [page, badCoupon, placed]) expect(unsafe(res), url).toEqual([]);
    }
  });

  it('allowed callbacks still work: the back link and the thank-you redirect with the order id', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutId(emu, token);
    const callbacks = { cartPageUrl: 'http://localhost:3000/cart', thankYouPageUrl: 'http://127.0.0.1:3000/thank-you?a=1' };
    const session = (await call(emu, 'POST', SESSIONS, { auth: token, body: { ecomCheckout: { checkoutId: id }, callbacks } })).json.redirectSession.id as string;
    const page = await call(emu, 'GET', `/_emulator/checkout?checkoutId=${id}&session=${session}`);
    expect(page.text).toContain('href="http://localhost:3000/cart"');
    const placed = await call(emu, 'POST', '/_emulator/checkout/place-order', { form: { checkoutId: id, session } });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/thank-you');
    expect(location.searchParams.get('a')).toBe('1');
    expect(location.searchParams.get('orderId')).toMatch(/.+/);
  });
});
