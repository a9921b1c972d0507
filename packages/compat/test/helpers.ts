/**
 * The compatibility suite's helpers (not shipped): the platform's own published SDK (`@wix/sdk` and its
 * module packages, dev dependencies of this private package only) driven through the calls of the spec
 * against the emulator. Each call's result is checked at run time against the shape the SDK's own
 * TypeScript types give it; the calls are typed by those packages, so `tsc` checks every argument.
 */
import { expect } from 'vitest';
import { ApiKeyStrategy, createClient, media, OAuthStrategy, TokenRole, type Tokens } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { backInStockNotifications, checkout, currentCart, orders, recommendations } from '@wix/ecom';
import { items } from '@wix/data';
// The legacy data module the spec lists (its calls by their long names).
import * as dataItems from '@wix/data_items';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import { files } from '@wix/media';
import { redirects } from '@wix/redirects';
import { authentication, recovery, verification } from '@wix/identity';
// The legacy identity calls the spec lists, from the standalone packages that last shipped them.
import * as legacyAuthentication from 'identity-authentication-v1';
import { loginWithIdpConnectionTokenParams } from '@wix/identity_authentication';
import { resendDuringAuthentication } from '@wix/identity_verification';
// The legacy checkout and reviews calls the spec lists, from the standalone packages that last shipped them.
import { getCheckoutPaymentSettings } from '@wix/ecom_checkout';
import { createReviewAndContact, updateReviewContent } from '@wix/reviews_reviews';
import { defaultSeed, type Emulator } from '@sitekit/emulator';

/** The emulator's API key, its demo member, and the OAuth client id this suite uses. */
export const API_KEY = 'emulator-api-key';
export const DEMO = { id: '00000000-0000-4000-8000-000000000001', email: 'demo@sitekit.dev', password: 'sitekit-demo' } as const;
export const CLIENT_ID = 'compat-app';

/** The demo store, with one identity-provider connection for the SSO call. */
export const SEED = { ...defaultSeed, identity: { ...(defaultSeed['identity'] as object), idpConnections: [{ id: 'idp-compat', name: 'Compat IdP' }] } };

const LEGACY = { dataItems, legacyAuthentication, sso: { loginWithIdpConnectionTokenParams }, legacyVerification: { resendDuringAuthentication },
  legacyCheckout: { getCheckoutPaymentSettings }, legacyReviews: { createReviewAndContact, updateReviewContent },
};
const MODULES = { products, collections, currentCart, checkout, orders, recommendations, backInStockNotifications, items, members, reviews, files, redirects, authentication, recovery, verification, ...LEGACY };

/** A client of the platform's SDK with every module the spec covers, as a visitor (or with the given tokens). */
export const visitorClient = (tokens?: Tokens) => createClient({ modules: MODULES, auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens && { tokens }) }) });
/** The same, with the emulator's API key (back-office calls). */
export const adminClient = () => createClient({ modules: MODULES, auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: 'compat-site' }) });

type Visitor = ReturnType<typeof visitorClient>;
type Admin = ReturnType<typeof adminClient>;

/** What the calls share as they run in order: the emulator, the clients, and ids made by earlier calls. */
export interface Context {
  emulator: Emulator;
  visitor: Visitor;
  member: Visitor;
  admin: Admin;
  ids: Record<string, string>;
}

/** One call of the spec: its name (`module.method`), and what runs it and checks its answer's shape. */
export interface CompatCall {
  name: string;
  run(context: Context): Promise<void>;
}

const isDate = (value: unknown) => expect(value).toBeInstanceOf(Date);
const wixImage = (value: unknown) => expect(value).toMatch(/^wix:image:\/\/v1\//);
const anyString = expect.any(String);
const call = (name: string, run: CompatCall['run']): CompatCall => ({ name, run });
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** Creates the member client: external login with the API key, as the platform's SDK does it. */
export async function memberClient(): Promise<Visitor> {
  const strategy = OAuthStrategy({ clientId: CLIENT_ID });
  const tokens = await strategy.getMemberTokensForExternalLogin(DEMO.id, API_KEY);
  return visitorClient(tokens);
}

/**
 * Runs `work` with a stand-in for the browser the platform's SDK expects in a direct login: a hidden
 * frame it appends is fetched over HTTP (with the app page as its `Referer`), and what the hosted page's
 * script would `postMessage` to that page is dispatched as a `message` event on `window`. Nothing of
 * the page runs: its data and target are read from the script, as they are written there.
 */
export async function withFrameHost<T>(appPage: string, work: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const saved = { window: scope['window'], document: scope['document'] };
  const window = new EventTarget();
  let silent: (error: Error) => void = () => {};
  // a page that posts nothing fails the call at once (a browser would wait out the SDK's 120 s)
  const nothingPosted = new Promise<never>((_, reject) => (silent = reject));
  const load = async (src: string) => {
    const html = await (await fetch(src, { headers: { referer: appPage } })).text();
    const script = /var data=(.*?);var target=(.*?);var w=/.exec(html);
    const [data, target] = script ? [JSON.parse(script[1]!) as unknown, JSON.parse(script[2]!) as string | null] : [undefined, null];
    if (target !== new URL(appPage).origin) return silent(new Error(`the hosted page posted nothing to ${appPage}`));
    window.dispatchEvent(new MessageEvent('message', { data, origin: new URL(src).origin }));
  };
  const frames = new Set<object>();
  scope['window'] = window;
  scope['document'] = {
    createElement: () => ({ style: {}, src: '', parentElement: null }),
    body: {
      appendChild: (frame: { src: string }) => (frames.add(frame), void load(frame.src).catch(silent), frame),
      contains: (frame: object) => frames.has(frame),
    },
  };
  try {
    return await Promise.race([work(), nothingPosted]);
  } finally {
    Object.assign(scope, saved);
  }
}

/** The calls, in the order they run (later calls use what earlier ones made). */
export const CALLS: CompatCall[] = [
  // OAuth, as the platform's SDK does it
  call('OAuthStrategy.generateVisitorTokens', async ({ ids }) => {
    const tokens = await OAuthStrategy({ clientId: CLIENT_ID }).generateVisitorTokens();
    expect(tokens).toMatchObject({ accessToken: { value: anyString, expiresAt: expect.any(Number) }, refreshToken: { value: anyString, role: 'visitor' } });
    ids['visitorRefresh'] = tokens.refreshToken.value;
  }),
  call('OAuthStrategy.renewToken (the same refresh token, twice)', async ({ ids }) => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const refreshToken = { value: ids['visitorRefresh']!, role: TokenRole.VISITOR };
    const first = await auth.renewToken(refreshToken);
    const second = await auth.renewToken(refreshToken);
    expect(second.accessToken.value).not.toBe(first.accessToken.value);
    expect(second.refreshToken.value).toBe(ids['visitorRefresh']);
  }),
  call('OAuthStrategy.login then getMemberTokensForExternalLoginWithSession', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    expect((await auth.login({ email: DEMO.email, password: DEMO.password })).loginState).toBe('SUCCESS');
    const tokens = await auth.getMemberTokensForExternalLoginWithSession(DEMO.email, API_KEY);
    expect(tokens.refreshToken.role).toBe('member');
  }),
  call('OAuthStrategy.login then getMemberTokensForDirectLogin (its hidden frame loaded over HTTP)', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const state = await auth.login({ email: DEMO.email, password: DEMO.password });
    if (!('data' in state) || !('sessionToken' in state.data)) throw new Error(`login answered ${state.loginState}`);
    const { sessionToken } = state.data;
    const tokens = await withFrameHost('http://localhost:3000/account', () => auth.getMemberTokensForDirectLogin(sessionToken));
    expect(tokens).toMatchObject({ accessToken: { value: anyString, expiresAt: expect.any(Number) }, refreshToken: { value: anyString, role: 'member' } });
    expect((await visitorClient(tokens).members.getCurrentMember()).member?._id).toBe(DEMO.id);
  }),
  call('OAuthStrategy.getAuthUrl', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const { authUrl } = await auth.getAuthUrl(auth.generateOAuthData('http://localhost:3000/callback'));
    expect(authUrl).toEqual(anyString);
  }),
  call('OAuthStrategy.getMemberTokens (after the hosted login, driven over HTTP as a browser would)', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    const oauthData = auth.generateOAuthData('http://localhost:3000/callback');
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    // the hosted login page, then its form posted with the member's email and password
    const form = await (await fetch(authUrl)).text();
    const session = /name="session" value="([^"]+)"/.exec(form)![1]!;
    const posted = await fetch(new URL('/_emulator/oauth/authorize', authUrl), {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, email: DEMO.email, password: DEMO.password }),
    });
    const { code, state, error } = auth.parseFromUrl(posted.headers.get('location')!, 'query');
    expect(error).toBeUndefined();
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens).toMatchObject({ accessToken: { value: anyString, expiresAt: expect.any(Number) }, refreshToken: { value: anyString, role: 'member' } });
    const { member: me } = await visitorClient(tokens).members.getCurrentMember();
    expect(me?._id).toBe(DEMO.id);
  }),
  call('OAuthStrategy.register', async () => {
    const answer = await OAuthStrategy({ clientId: CLIENT_ID }).register({ email: 'oauth-register@example.com', password: 'compat-1234' });
    // the demo site asks a new member to verify the email first (as `registerV2` below)
    expect(answer).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: anyString } });
  }),
  // catalog
  call('products.queryProducts', async ({ visitor, ids }) => {
    const page = await visitor.products.queryProducts().limit(50).find();
    expect(page.items.length).toBeGreaterThan(2);
    const plain = page.items.find((product) => (product.productOptions ?? []).length === 0 && product.stock?.inStock);
    expect(plain).toBeDefined();
    ids['product'] = plain!._id!;
    ids['slug'] = plain!.slug!;
    isDate(page.items[0]!.lastUpdated);
    // a catalog v1 product's image is a URL with its size (not a `wix:image` string)
    expect(page.items[0]!.media?.mainMedia?.image).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), width: expect.any(Number), height: expect.any(Number) });
    expect(page.hasNext()).toBe(page.items.length < (page.totalCount ?? 0));
  }),
  call('products.queryProducts (typed filter)', async ({ visitor }) => {
    const page = await visitor.products.queryProducts().eq('name', 'Classic Crew Tee').find();
    expect(page.items.map((product) => product.name)).toEqual(['Classic Crew Tee']);
  }),
  call('products.getProduct', async ({ visitor, ids }) => {
    const { product } = await visitor.products.getProduct(ids['product']!);
    expect(product).toMatchObject({ _id: ids['product'], name: anyString, priceData: { price: expect.any(Number) } });
  }),
  call('products.getProductOptionsAvailability', async ({ visitor, ids }) => {
    const answer = await visitor.products.getProductOptionsAvailability(ids['product']!, {});
    expect(answer.availableForPurchase).toEqual(expect.any(Boolean));
  }),
  call('products.queryProductVariants', async ({ visitor, ids }) => {
    const { variants } = await visitor.products.queryProductVariants(ids['product']!);
    expect(variants!.length).toBeGreaterThan(0);
    expect(variants![0]!._id).toEqual(anyString);
  }),
  call('products.queryStoreVariants', async ({ visitor }) => {
    const answer = await visitor.products.queryStoreVariants({ paging: { limit: 2 } });
    expect(answer.variants!.length).toBe(2);
  }),
  call('collections.queryCollections', async ({ visitor, ids }) => {
    const page = await visitor.collections.queryCollections().find();
    expect(page.items.length).toBeGreaterThan(0);
    ids['collection'] = page.items.find((collection) => collection.slug !== 'all-products')!._id!;
    ids['collectionSlug'] = page.items.find((collection) => collection._id === ids['collection'])!.slug!;
  }),
  call('collections.queryCollections (typed query)', async ({ visitor, ids }) => {
    const { collections: found } = await visitor.collections.queryCollections({ filter: { _id: ids['collection']! } });
    expect(found!.map((collection) => collection._id)).toEqual([ids['collection']]);
  }),
  call('collections.getCollection', async ({ visitor, ids }) => {
    expect((await visitor.collections.getCollection(ids['collection']!))._id).toBe(ids['collection']);
  }),
  call('collections.getCollectionBySlug', async ({ visitor, ids }) => {
    expect((await visitor.collections.getCollectionBySlug(ids['collectionSlug']!)).collection?._id).toBe(ids['collection']);
  }),
  call('products.getCollectionBySlug', async ({ visitor, ids }) => {
    expect((await visitor.products.getCollectionBySlug(ids['collectionSlug']!)).collection?._id).toBe(ids['collection']);
  }),
  call('products.createProduct', async ({ admin, ids }) => {
    const { product } = await admin.products.createProduct({ name: 'Compat Mug', productType: 'physical', priceData: { price: 12 } });
    ids['created'] = product!._id!;
    expect(product).toMatchObject({ name: 'Compat Mug', priceData: { price: 12 } });
  }),
  call('products.updateProduct', async ({ admin, ids }) => {
    expect((await admin.products.updateProduct(ids['created']!, { name: 'Compat Mug 2' })).product?.name).toBe('Compat Mug 2');
  }),
  call('products.addProductsToCollection', async ({ admin, ids }) => {
    await admin.products.addProductsToCollection(ids['collection']!, [ids['created']!]);
  }),
  call('products.removeProductsFromCollection', async ({ admin, ids }) => {
    await admin.products.removeProductsFromCollection(ids['collection']!, [ids['created']!]);
  }),
  call('products.removeRibbon', async ({ admin, ids }) => {
    await admin.products.removeRibbon(ids['created']!);
  }),
  call('products.removeBrand', async ({ admin, ids }) => {
    await admin.products.removeBrand(ids['created']!);
  }),
  call('products.getStoreVariant', async ({ visitor, ids }) => {
    const { variants } = await visitor.products.queryProductVariants(ids['product']!);
    const { variant } = await visitor.products.getStoreVariant(`${ids['product']!}-${variants![0]!._id!}`);
    expect(variant?.productId).toBe(ids['product']);
  }),
  call('products.addProductMedia', async ({ admin, ids }) => {
    await admin.products.addProductMedia(ids['created']!, [{ url: 'https://static.wixstatic.com/media/compat.jpg' }]);
    const { product } = await admin.products.getProduct(ids['created']!);
    ids['createdMedia'] = product!.media!.items![0]!._id!;
  }),
  call('products.removeProductMedia', async ({ admin, ids }) => {
    await admin.products.removeProductMedia(ids['created']!, [ids['createdMedia']!]);
  }),
  call('products.bulkUpdateProductsProperty', async ({ admin, ids }) => {
    const answer = await admin.products.bulkUpdateProductsProperty([ids['created']!], { price: 15 });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('products.bulkAdjustProductProperty', async ({ admin, ids }) => {
    const answer = await admin.products.bulkAdjustProductProperty({ price: { amount: 1 } }, [ids['created']!]);
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('products.deleteProductOptions', async ({ admin, ids }) => {
    await admin.products.deleteProductOptions(ids['created']!);
  }),
  call('products.createCollection', async ({ admin, ids }) => {
    const { collection } = await admin.products.createCollection({ name: 'Compat Collection' });
    ids['newCollection'] = collection!._id!;
  }),
  call('products.updateCollection', async ({ admin, ids }) => {
    expect((await admin.products.updateCollection(ids['newCollection']!, { name: 'Compat 2' })).collection?.name).toBe('Compat 2');
  }),
  call('products.deleteCollection', async ({ admin, ids }) => {
    await admin.products.deleteCollection(ids['newCollection']!);
  }),
  call('products.resetAllProductVariantData', async ({ admin, ids }) => {
    await admin.products.resetAllProductVariantData(ids['created']!);
  }),
  call('products.deleteProduct', async ({ admin, ids }) => {
    await admin.products.deleteProduct(ids['created']!);
  }),
  call('products.updateProductVariants (a product with managed variants, made here)', async ({ admin, ids }) => {
    const { product } = await admin.products.createProduct({
      name: 'Compat Tee', productType: 'physical', priceData: { price: 20 }, manageVariants: true,
      productOptions: [{ name: 'Size', optionType: 'drop_down', choices: [{ value: 'S', description: 'S' }, { value: 'M', description: 'M' }] }],
    });
    ids['variantProduct'] = product!._id!;
    const { variants } = await admin.products.updateProductVariants(ids['variantProduct']!, [{ choices: { Size: 'M' }, price: 24 }]);
    const medium = variants!.find((variant) => variant.choices?.['Size'] === 'M');
    expect(medium?.variant?.priceData?.price).toBe(24);
  }),
  call('products.addProductMediaToChoices', async ({ admin, ids }) => {
    await admin.products.addProductMedia(ids['variantProduct']!, [{ url: 'https://static.wixstatic.com/media/compat-tee.jpg' }]);
    const { product } = await admin.products.getProduct(ids['variantProduct']!);
    ids['teeMedia'] = product!.media!.items![0]!._id!;
    await admin.products.addProductMediaToChoices(ids['variantProduct']!, [{ option: 'Size', choice: 'S', mediaIds: [ids['teeMedia']!] }]);
    const { product: after } = await admin.products.getProduct(ids['variantProduct']!);
    const small = after!.productOptions![0]!.choices!.find((choice) => choice.value === 'S');
    expect(small?.media?.items?.map((item) => item._id)).toEqual([ids['teeMedia']]);
  }),
  call('products.removeProductMediaFromChoices', async ({ admin, ids }) => {
    await admin.products.removeProductMediaFromChoices(ids['variantProduct']!, [{ option: 'Size', choice: 'S', mediaIds: [ids['teeMedia']!] }]);
    const { product } = await admin.products.getProduct(ids['variantProduct']!);
    expect(product!.productOptions![0]!.choices!.find((choice) => choice.value === 'S')?.media?.items ?? []).toEqual([]);
    await admin.products.deleteProduct(ids['variantProduct']!);
  }),
  // cart and checkout
  call('currentCart.addToCurrentCart', async ({ visitor, ids }) => {
    const { cart } = await visitor.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: ids['product']! }, quantity: 2 }] });
    expect(cart!.lineItems).toHaveLength(1);
    ids['line'] = cart!.lineItems![0]!._id!;
    ids['cart'] = cart!._id!;
    wixImage(cart!.lineItems![0]!.image);
    isDate(cart!._createdDate);
  }),
  call('currentCart.getCurrentCart', async ({ visitor, ids }) => {
    const cart = await visitor.currentCart.getCurrentCart();
    expect(cart._id).toBe(ids['cart']);
    ids['image'] = cart.lineItems![0]!.image!;
  }),
  call('media.getScaledToFillImageUrl (the app sees the emulator\'s images)', async ({ ids }) => {
    const url = media.getScaledToFillImageUrl(ids['image']!, 120, 80, {});
    expect(url).toMatch(/^https:\/\/static\.wixstatic\.com\/media\//);
    const image = await fetch(url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    // the platform's SDK does not scale an `.svg` original (the seeded art's name): the art comes at its own size
    const size = new DataView(await image.arrayBuffer());
    expect([size.getUint32(16), size.getUint32(20)]).toEqual([1000, 1000]);
  }),
  call('currentCart.updateCurrentCartLineItemQuantity', async ({ visitor, ids }) => {
    const { cart } = await visitor.currentCart.updateCurrentCartLineItemQuantity([{ _id: ids['line']!, quantity: 3 }]);
    expect(cart!.lineItems![0]!.quantity).toBe(3);
  }),
  call('currentCart.estimateCurrentCartTotals', async ({ visitor }) => {
    const totals = await visitor.currentCart.estimateCurrentCartTotals();
    expect(totals.priceSummary?.total?.amount).toEqual(anyString);
    expect(Array.isArray(totals.membershipOptions?.selectedMemberships)).toBe(true);
  }),
  call('currentCart.updateCurrentCart', async ({ visitor }) => {
    const cart = await visitor.currentCart.updateCurrentCart({ cartInfo: { buyerNote: 'compat' } });
    expect(cart.buyerNote).toBe('compat');
  }),
  call('currentCart.removeCouponFromCurrentCart', async ({ visitor, ids }) => {
    expect((await visitor.currentCart.removeCouponFromCurrentCart()).cart?._id).toBe(ids['cart']);
  }),
  call('currentCart.createCheckoutFromCurrentCart', async ({ visitor, ids }) => {
    const { checkoutId } = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    ids['checkout'] = checkoutId!;
  }),
  call('checkout.getCheckout', async ({ visitor, ids }) => {
    const found = await visitor.checkout.getCheckout(ids['checkout']!);
    expect(found._id).toBe(ids['checkout']);
    wixImage(found.lineItems![0]!.media);
  }),
  call('checkout.getCheckoutByCartId', async ({ visitor, ids }) => {
    expect((await visitor.checkout.getCheckoutByCartId(ids['cart']!)).checkout?._id).toBe(ids['checkout']);
  }),
  call('checkout.updateCheckout', async ({ visitor, ids }) => {
    const updated = await visitor.checkout.updateCheckout(ids['checkout']!, { buyerInfo: { email: 'compat@example.com' } });
    expect(updated.buyerInfo?.email).toBe('compat@example.com');
  }),
  call('checkout.updateLineItemsQuantity', async ({ visitor, ids }) => {
    const { checkout: updated } = await visitor.checkout.updateLineItemsQuantity(ids['checkout']!, [{ _id: ids['line']!, quantity: 1 }]);
    expect(updated!.lineItems![0]!.quantity).toBe(1);
  }),
  call('checkout.getCheckoutUrl', async ({ visitor, ids }) => {
    expect((await visitor.checkout.getCheckoutUrl(ids['checkout']!)).checkoutUrl).toEqual(anyString);
  }),
  call('redirects.createRedirectSession', async ({ visitor, ids }) => {
    const { redirectSession } = await visitor.redirects.createRedirectSession({ ecomCheckout: { checkoutId: ids['checkout']! }, callbacks: { postFlowUrl: 'http://localhost:3000/thanks' } });
    expect(redirectSession?.fullUrl).toEqual(anyString);
  }),
  call('checkout.getCheckoutPaymentSettings (legacy)', async ({ visitor, ids }) => {
    expect(Array.isArray((await visitor.legacyCheckout.getCheckoutPaymentSettings(ids['checkout']!)).blockedPaymentOptions)).toBe(true);
  }),
  call('checkout.createCheckout', async ({ visitor, ids }) => {
    const created = await visitor.checkout.createCheckout({ channelType: 'WEB', lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: ids['product']! } }] });
    ids['checkout2'] = created._id!;
    expect(created.lineItems!.length).toBe(1);
  }),
  call('checkout.addToCheckout', async ({ visitor, ids }) => {
    const { checkout: updated } = await visitor.checkout.addToCheckout(ids['checkout2']!, { lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: ids['product']! } }] });
    ids['checkout2Line'] = updated!.lineItems![0]!._id!;
  }),
  call('checkout.removeLineItems', async ({ visitor, ids }) => {
    const { checkout: updated } = await visitor.checkout.removeLineItems(ids['checkout2']!, [ids['checkout2Line']!]);
    expect(updated!.lineItems!.map((line) => line._id)).not.toContain(ids['checkout2Line']);
  }),
  call('checkout.removeCoupon', async ({ visitor, ids }) => {
    expect((await visitor.checkout.removeCoupon(ids['checkout2']!)).checkout?._id).toBe(ids['checkout2']);
  }),
  call('checkout.removeGiftCard', async ({ visitor, ids }) => {
    expect((await visitor.checkout.removeGiftCard(ids['checkout2']!)).checkout?._id).toBe(ids['checkout2']);
  }),
  call('checkout.removeOverrideCheckoutUrl', async ({ visitor, ids }) => {
    expect((await visitor.checkout.removeOverrideCheckoutUrl(ids['checkout2']!)).checkout?._id).toBe(ids['checkout2']);
  }),
  call('checkout.markCheckoutAsCompleted', async ({ visitor, ids }) => {
    await visitor.checkout.markCheckoutAsCompleted(ids['checkout2']!);
  }),
  call('checkout.createOrder', async ({ visitor, ids }) => {
    const { orderId } = await visitor.checkout.createOrder(ids['checkout']!);
    ids['order'] = orderId!;
  }),
  call('orders.getOrder', async ({ admin, ids }) => {
    const order = await admin.orders.getOrder(ids['order']!);
    expect(order._id).toBe(ids['order']);
    isDate(order._createdDate);
  }),
  call('orders.searchOrders', async ({ admin, ids }) => {
    const { orders: found } = await admin.orders.searchOrders({ cursorPaging: { limit: 50 } });
    expect(found!.map((order) => order._id)).toContain(ids['order']);
  }),
  call('orders.updateOrder', async ({ admin, ids }) => {
    expect((await admin.orders.updateOrder(ids['order']!, { buyerNote: 'compat' })).buyerNote).toBe('compat');
  }),
  call('orders.bulkUpdateOrderTags', async ({ admin, ids }) => {
    const answer = await admin.orders.bulkUpdateOrderTags([ids['order']!], { assignTags: { privateTags: { tagIds: ['compat'] } } });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('orders.cancelOrder', async ({ admin, ids }) => {
    expect((await admin.orders.cancelOrder(ids['order']!)).order?.status).toBe('CANCELED');
  }),
  call('orders.bulkUpdateOrders', async ({ admin, ids }) => {
    const answer = await admin.orders.bulkUpdateOrders([{ order: { _id: ids['order']!, buyerNote: 'bulk' } }], { returnEntity: true });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('orders.getPaymentCollectabilityStatus', async ({ admin, ids }) => {
    expect((await admin.orders.getPaymentCollectabilityStatus(ids['order']!)).status).toEqual(anyString);
  }),
  call('orders.createOrder', async ({ admin, ids }) => {
    const order = await admin.orders.createOrder({
      channelInfo: { type: 'WEB' },
      currency: 'USD',
      buyerInfo: { email: 'compat@example.com' },
      lineItems: [{
        catalogReference: { appId: STORES, catalogItemId: ids['product']! }, productName: { original: 'Compat item' }, quantity: 1,
        price: { amount: '10.00' }, itemType: { preset: 'PHYSICAL' },
      }],
      priceSummary: { subtotal: { amount: '10.00' }, total: { amount: '10.00' } },
    });
    ids['createdOrder'] = order._id!;
    // what the SDK's type says is always there
    expect(order).toMatchObject({ number: anyString, status: anyString, paymentStatus: anyString, fulfillmentStatus: anyString, weightUnit: anyString, taxIncludedInPrices: expect.any(Boolean), activities: expect.any(Array), appliedDiscounts: expect.any(Array) });
    expect(order.lineItems!.map((line) => [line._id, line.quantity, line.productName?.original])).toEqual([[anyString, 1, 'Compat item']]);
    isDate(order._createdDate);
  }),
  call('orders.preparePaymentCollection (delayed capture, twice)', async ({ admin, ids, emulator }) => {
    for (const amount of ['4.00', '6.00']) {
      const answer = await admin.orders.preparePaymentCollection(ids['createdOrder']!, { amount }, { delayedCapture: true });
      expect(answer.paymentGatewayOrderId).toEqual(anyString);
    }
    // the payment provider's ids (on the platform, from the order's transactions)
    const payments = emulator.stateOf<{ payments: Record<string, { id: string }[]> }>('orders').payments[ids['createdOrder']!]!;
    ids['payment1'] = payments[0]!.id;
    ids['payment2'] = payments[1]!.id;
  }),
  call('orders.captureAuthorizedPayments', async ({ admin, ids }) => {
    const { orderTransactions } = await admin.orders.captureAuthorizedPayments(ids['createdOrder']!, [{ paymentId: ids['payment1']!, amount: { amount: '4.00' } }]);
    const captured = orderTransactions?.payments?.find((payment) => payment._id === ids['payment1']);
    expect(captured?.regularPaymentDetails).toMatchObject({ status: 'APPROVED', offlinePayment: false });
    expect(captured?.regularPaymentDetails?.authorizationDetails?.captures?.map((capture) => capture.amount?.amount)).toEqual(['4.00']);
  }),
  call('orders.voidAuthorizedPayments', async ({ admin, ids }) => {
    const { orderTransactions } = await admin.orders.voidAuthorizedPayments(ids['createdOrder']!, [ids['payment2']!]);
    expect(orderTransactions?.payments?.find((payment) => payment._id === ids['payment2'])?.regularPaymentDetails?.status).toBe('VOIDED');
    expect(orderTransactions?.orderId).toBe(ids['createdOrder']);
  }),
  call('currentCart.removeLineItemsFromCurrentCart', async ({ visitor, ids }) => {
    const { cart } = await visitor.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: STORES, catalogItemId: ids['product']! }, quantity: 1 }] });
    // the order used up the cart: this is a new one, with one line
    const line = cart!.lineItems![0]!._id!;
    const { cart: after } = await visitor.currentCart.removeLineItemsFromCurrentCart([line]);
    expect(after!.lineItems).toEqual([]);
  }),
  call('currentCart.deleteCurrentCart', async ({ visitor, ids }) => {
    // the order used up the cart: a new one, then deleted
    await visitor.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: ids['product']! }, quantity: 1 }] });
    await visitor.currentCart.deleteCurrentCart();
    await expect(visitor.currentCart.getCurrentCart()).rejects.toThrow();
  }),
  call('recommendations.listAvailableAlgorithms', async ({ visitor, ids }) => {
    const { availableAlgorithms } = await visitor.recommendations.listAvailableAlgorithms();
    ids['algorithm'] = availableAlgorithms![0]!.config!.algorithmId!;
    ids['algorithmApp'] = availableAlgorithms![0]!.appId!;
    expect(ids['algorithm']).toEqual(anyString);
  }),
  call('recommendations.getRecommendation', async ({ visitor, ids }) => {
    const { recommendation } = await visitor.recommendations.getRecommendation([{ _id: ids['algorithm']!, appId: ids['algorithmApp']! }], {
      items: [{ appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: ids['product']! }], minimumRecommendedItems: 1,
    });
    expect(recommendation?.items?.length).toBeGreaterThan(0);
  }),
  // data
  call('items.query (offset paging)', async ({ visitor }) => {
    const first = await visitor.items.query('FAQ').ascending('order').limit(4).find();
    expect([first.items.length, first.hasNext(), first.totalCount]).toEqual([4, true, 6]);
    const second = await first.next();
    expect([second.items.length, second.hasNext()]).toEqual([2, false]);
  }),
  call('items.count', async ({ visitor }) => {
    expect(await visitor.items.query('FAQ').count()).toBe(6);
  }),
  call('items.distinct', async ({ visitor }) => {
    expect((await visitor.items.query('FAQ').distinct('topic')).items.length).toBeGreaterThan(0);
  }),
  call('items.count (function)', async ({ visitor }) => {
    expect(await visitor.items.count('FAQ')).toBe(6);
  }),
  call('items.distinct (function)', async ({ visitor }) => {
    expect((await visitor.items.distinct('FAQ', 'topic')).values.length).toBeGreaterThan(0);
  }),
  call('items.search', async ({ visitor, ids }) => {
    const question = String((await visitor.items.get('FAQ', 'faq-1'))?.['question']);
    ids['searchTerm'] = question.split(/\W+/).find((word) => word.length > 3)!;
    const answer = await visitor.items.search('FAQ', { search: { expression: ids['searchTerm'] }, paging: { limit: 10 } });
    expect(answer.items.map((item) => item._id)).toContain('faq-1');
  }),
  call('items.search (builder)', async ({ visitor, ids }) => {
    const result = await visitor.items.search('FAQ').expression(ids['searchTerm']!).run();
    expect(result.items.map((item) => item._id)).toContain('faq-1');
  }),
  call('items.get', async ({ visitor }) => {
    expect((await visitor.items.get('FAQ', 'faq-1'))?._id).toBe('faq-1');
  }),
  call('items.insert', async ({ member, ids }) => {
    const item = await member.items.insert('GuestBook', { message: 'hello', likes: 0 });
    ids['guest'] = item._id!;
    expect(item['message']).toBe('hello');
  }),
  call('items.update', async ({ member, ids }) => {
    expect((await member.items.update('GuestBook', { _id: ids['guest']!, message: 'hi', likes: 1 }))['message']).toBe('hi');
  }),
  call('items.save', async ({ member, ids }) => {
    expect((await member.items.save('GuestBook', { _id: ids['guest']!, message: 'saved', likes: 1 }))['message']).toBe('saved');
  }),
  call('items.aggregate', async ({ visitor }) => {
    const result = await visitor.items.aggregate('FAQ').group('topic').count().run();
    expect(result.items.length).toBeGreaterThan(0);
  }),
  call('items.isReferenced', async ({ visitor }) => {
    expect(await visitor.items.isReferenced('Menus', 'pages', 'menu-footer', 'page-about')).toEqual(expect.any(Boolean));
  }),
  call('items.queryReferenced', async ({ visitor }) => {
    const page = await visitor.items.queryReferenced('Menus', 'menu-footer', 'pages');
    expect(page.items.length).toBeGreaterThan(0);
  }),
  call('items.insertReference', async ({ admin }) => {
    await admin.items.insertReference('Menus', 'pages', 'menu-footer', 'page-care');
  }),
  call('items.removeReference', async ({ admin }) => {
    await admin.items.removeReference('Menus', 'pages', 'menu-footer', 'page-care');
  }),
  call('items.bulkInsert', async ({ admin, ids }) => {
    const result = await admin.items.bulkInsert('FAQ', [{ question: 'Q?', answer: 'A', topic: 'compat', order: 99 }]);
    expect(result.inserted).toBe(1);
    ids['faq'] = result.insertedItemIds[0]!;
  }),
  call('items.bulkRemove', async ({ admin, ids }) => {
    expect((await admin.items.bulkRemove('FAQ', [ids['faq']!])).removed).toBe(1);
  }),
  call('items.remove', async ({ member, ids }) => {
    expect((await member.items.remove('GuestBook', ids['guest']!))?._id).toBe(ids['guest']);
  }),
  call('items.bulkUpdate', async ({ admin }) => {
    const result = await admin.items.bulkUpdate('FAQ', [{ _id: 'faq-1', question: 'Updated?', answer: 'Yes', topic: 'compat', order: 1 }]);
    expect(result.updated).toBe(1);
  }),
  call('items.bulkSave', async ({ admin }) => {
    expect((await admin.items.bulkSave('FAQ', [{ _id: 'faq-2', question: 'Saved?', answer: 'Yes', topic: 'compat', order: 2 }])).updated).toBe(1);
  }),
  call('items.replaceReferences', async ({ admin }) => {
    await admin.items.replaceReferences('Menus', 'pages', 'menu-footer', ['page-terms']);
    expect((await admin.items.queryReferenced('Menus', 'menu-footer', 'pages')).items.map((item) => item._id)).toEqual(['page-terms']);
  }),
  call('items.queryReferencedItems', async ({ visitor }) => {
    const answer = await visitor.items.queryReferencedItems('Menus', 'menu-footer', 'pages');
    expect(answer.results.map((result) => result.item?._id)).toEqual(['page-terms']);
  }),
  call('items.query (request object)', async ({ visitor }) => {
    const answer = await visitor.items.query('FAQ', { paging: { limit: 2 } });
    expect(answer.items).toHaveLength(2);
  }),
  call('items.aggregatePipeline', async ({ visitor }) => {
    const answer = await visitor.items.aggregatePipeline('FAQ', { stages: [{ limit: 2 }] });
    expect(Array.isArray(answer.results)).toBe(true);
  }),
  call('items.patch', async ({ admin }) => {
    const patched = await admin.items.patch('FAQ', 'faq-3').incrementField('order', 0).run();
    expect(patched?._id).toBe('faq-3');
  }),
  call('dataItems.insertDataItem (legacy)', async ({ admin, ids }) => {
    const { dataItem } = await admin.dataItems.insertDataItem({ dataCollectionId: 'FAQ', dataItem: { data: { question: 'Legacy?', answer: 'Yes', topic: 'legacy', order: 50 } } });
    ids['legacyItem'] = dataItem!._id!;
  }),
  call('dataItems.getDataItem (legacy)', async ({ admin, ids }) => {
    expect((await admin.dataItems.getDataItem(ids['legacyItem']!, { dataCollectionId: 'FAQ' }))._id).toBe(ids['legacyItem']);
  }),
  call('dataItems.countDataItems (legacy)', async ({ admin }) => {
    expect((await admin.dataItems.countDataItems({ dataCollectionId: 'FAQ' })).totalCount).toBeGreaterThan(0);
  }),
  call('dataItems.queryDataItems (legacy)', async ({ visitor }) => {
    const page = await visitor.dataItems.queryDataItems({ dataCollectionId: 'FAQ' }).limit(2).find();
    expect([page.items.length, page.hasNext()]).toEqual([2, true]);
  }),
  call('dataItems.bulkInsertDataItemReferences (legacy): each result names its action', async ({ admin }) => {
    const answer = await admin.dataItems.bulkInsertDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: 'page-care' }] });
    expect(answer.results?.map((result) => result.action)).toEqual(['INSERT']);
  }),
  call('dataItems.bulkRemoveDataItemReferences (legacy): each result names its action', async ({ admin }) => {
    const answer = await admin.dataItems.bulkRemoveDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: 'page-care' }] });
    expect(answer.results?.map((result) => result.action)).toEqual(['DELETE']);
  }),
  call('dataItems.updateDataItem (legacy)', async ({ admin, ids }) => {
    const { dataItem } = await admin.dataItems.updateDataItem(ids['legacyItem']!, { dataCollectionId: 'FAQ', dataItem: { data: { question: 'Legacy 2?', answer: 'Yes', topic: 'legacy', order: 50 } } });
    expect(dataItem?.data?.['question']).toBe('Legacy 2?');
  }),
  call('dataItems.saveDataItem (legacy)', async ({ admin, ids }) => {
    const { dataItem } = await admin.dataItems.saveDataItem({ dataCollectionId: 'FAQ', dataItem: { _id: ids['legacyItem']!, data: { question: 'Legacy 3?', answer: 'Yes', topic: 'legacy', order: 50 } } });
    expect(dataItem?.data?.['question']).toBe('Legacy 3?');
  }),
  call('dataItems.aggregateDataItems (legacy)', async ({ admin }) => {
    const answer = await admin.dataItems.aggregateDataItems({ dataCollectionId: 'FAQ', aggregation: { groupingFields: ['topic'], operations: [{ resultFieldName: 'count', itemCount: {} }] } });
    expect(answer.results?.length).toBeGreaterThan(0);
  }),
  call('dataItems.queryDistinctValues (legacy)', async ({ admin }) => {
    expect((await admin.dataItems.queryDistinctValues({ dataCollectionId: 'FAQ', fieldName: 'topic' })).distinctValues?.length).toBeGreaterThan(0);
  }),
  call('dataItems.bulkInsertDataItems (legacy)', async ({ admin, ids }) => {
    const answer = await admin.dataItems.bulkInsertDataItems({ dataCollectionId: 'FAQ', dataItems: [{ data: { question: 'B?', answer: 'A', topic: 'legacy', order: 60 } }], returnEntity: true });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
    ids['legacyBulk'] = answer.results![0]!.dataItem!._id!;
  }),
  call('dataItems.bulkUpdateDataItems (legacy)', async ({ admin, ids }) => {
    const answer = await admin.dataItems.bulkUpdateDataItems({ dataCollectionId: 'FAQ', dataItems: [{ _id: ids['legacyBulk']!, data: { question: 'B2?', answer: 'A', topic: 'legacy', order: 60 } }] });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('dataItems.bulkSaveDataItems (legacy)', async ({ admin, ids }) => {
    const answer = await admin.dataItems.bulkSaveDataItems({ dataCollectionId: 'FAQ', dataItems: [{ _id: ids['legacyBulk']!, data: { question: 'B3?', answer: 'A', topic: 'legacy', order: 60 } }] });
    expect(answer.bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('dataItems.bulkRemoveDataItems (legacy)', async ({ admin, ids }) => {
    expect((await admin.dataItems.bulkRemoveDataItems({ dataCollectionId: 'FAQ', dataItemIds: [ids['legacyBulk']!] })).bulkActionMetadata?.totalSuccesses).toBe(1);
  }),
  call('dataItems.insertDataItemReference (legacy)', async ({ admin }) => {
    await admin.dataItems.insertDataItemReference({ dataCollectionId: 'Menus', dataItemReference: { referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: 'page-care' } });
  }),
  call('dataItems.isReferencedDataItem (legacy)', async ({ admin }) => {
    expect((await admin.dataItems.isReferencedDataItem({ dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: 'page-care' })).isReferenced).toBe(true);
  }),
  call('dataItems.queryReferencedDataItems (legacy)', async ({ admin }) => {
    const answer = await admin.dataItems.queryReferencedDataItems({ dataCollectionId: 'Menus', referringItemId: 'menu-footer', referringItemFieldName: 'pages' });
    expect(answer.results?.length).toBeGreaterThan(0);
  }),
  call('dataItems.removeDataItemReference (legacy)', async ({ admin }) => {
    await admin.dataItems.removeDataItemReference({ dataCollectionId: 'Menus', dataItemReference: { referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: 'page-care' } });
  }),
  call('dataItems.replaceDataItemReferences (legacy)', async ({ admin }) => {
    const answer = await admin.dataItems.replaceDataItemReferences({ dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'menu-footer', newReferencedItemIds: ['page-terms'] });
    expect(answer.dataItemReferences?.length).toBe(1);
  }),
  call('dataItems.removeDataItem (legacy)', async ({ admin, ids }) => {
    await admin.dataItems.removeDataItem(ids['legacyItem']!, { dataCollectionId: 'FAQ' });
  }),
  call('dataItems.truncateDataItems (legacy)', async ({ admin }) => {
    await admin.dataItems.truncateDataItems({ dataCollectionId: 'GuestBook' });
  }),
  call('items.truncate', async ({ admin }) => {
    await admin.items.truncate('GuestBook');
    expect(await admin.items.query('GuestBook').count()).toBe(0);
  }),
  // back in stock
  call('backInStockNotifications.createBackInStockNotificationRequest', async ({ visitor, ids }) => {
    const request = await visitor.backInStockNotifications.createBackInStockNotificationRequest(
      { email: 'notify@example.com', itemUrl: 'http://localhost:3000/product', catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: ids['product']! } },
      { name: 'Item', price: '10.00' },
    );
    ids['stockRequest'] = request._id!;
    expect(request.status).toEqual(anyString);
  }),
  call('backInStockNotifications.getBackInStockNotificationRequest', async ({ admin, ids }) => {
    expect((await admin.backInStockNotifications.getBackInStockNotificationRequest(ids['stockRequest']!))._id).toBe(ids['stockRequest']);
  }),
  call('backInStockNotifications.queryBackInStockNotificationRequests', async ({ admin }) => {
    expect((await admin.backInStockNotifications.queryBackInStockNotificationRequests().find()).items.length).toBeGreaterThan(0);
  }),
  call('backInStockNotifications.markAsNotificationSent', async ({ admin, ids }) => {
    expect((await admin.backInStockNotifications.markAsNotificationSent(ids['stockRequest']!)).request?.status).toBe('NOTIFICATION_SENT');
  }),
  call('backInStockNotifications.deleteBackInStockNotificationRequest', async ({ admin, ids }) => {
    await admin.backInStockNotifications.deleteBackInStockNotificationRequest(ids['stockRequest']!);
  }),
  call('backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences', async ({ admin, ids }) => {
    const answer = await admin.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([{ appId: STORES, catalogItemId: ids['product']! }]);
    expect(Array.isArray(answer.countsPerCatalogReference)).toBe(true);
  }),
  call('backInStockNotifications.reportItemsBackInStock', async ({ admin, ids }) => {
    await admin.backInStockNotifications.reportItemsBackInStock({ name: 'Item', price: '10.00' }, { catalogReference: { appId: STORES, catalogItemId: ids['product']! } });
  }),
  // members
  call('members.getCurrentMember', async ({ member }) => {
    const { member: me } = await member.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(me?.loginEmail).toBe(DEMO.email);
    isDate(me?._createdDate);
  }),
  call('members.getMember', async ({ visitor }) => {
    expect((await visitor.members.getMember(DEMO.id))._id).toBe(DEMO.id);
  }),
  call('members.queryMembers', async ({ visitor }) => {
    expect((await visitor.members.queryMembers().find()).items.length).toBeGreaterThan(0);
  }),
  call('members.queryMembers (typed query)', async ({ visitor }) => {
    const { members: found } = await visitor.members.queryMembers({ filter: { _id: DEMO.id } });
    expect(found!.map((member) => [member._id, member.status, member.privacyStatus, member.activityStatus])).toEqual([[DEMO.id, anyString, anyString, anyString]]);
  }),
  call('members.listMembers', async ({ admin }) => {
    expect((await admin.members.listMembers()).members?.length).toBeGreaterThan(0);
  }),
  call('members.updateCurrentMemberSlug', async ({ member }) => {
    expect((await member.members.updateCurrentMemberSlug('compat-slug')).member?.profile?.slug).toBe('compat-slug');
  }),
  call('members.muteMember', async ({ admin }) => {
    expect((await admin.members.muteMember(DEMO.id)).member?._id).toBe(DEMO.id);
  }),
  call('members.unmuteMember', async ({ admin }) => {
    expect((await admin.members.unmuteMember(DEMO.id)).member?._id).toBe(DEMO.id);
  }),
  call('members.joinCommunity', async ({ member }) => {
    expect((await member.members.joinCommunity()).member?._id).toBe(DEMO.id);
  }),
  call('members.leaveCommunity', async ({ member }) => {
    expect((await member.members.leaveCommunity()).member?._id).toBe(DEMO.id);
  }),
  call('members.updateMemberSlug', async ({ admin }) => {
    expect((await admin.members.updateMemberSlug(DEMO.id, 'demo-compat')).member?.profile?.slug).toBe('demo-compat');
  }),
  call('members.createMember', async ({ admin, ids }) => {
    const created = await admin.members.createMember({ member: { loginEmail: 'new-member@example.com' } });
    ids['newMember'] = created._id!;
  }),
  call('members.updateMember', async ({ admin, ids }) => {
    expect((await admin.members.updateMember(ids['newMember']!, { profile: { nickname: 'Compat' } })).profile?.nickname).toBe('Compat');
  }),
  call('members.approveMember', async ({ admin, ids }) => {
    expect((await admin.members.approveMember(ids['newMember']!)).member?._id).toBe(ids['newMember']);
  }),
  call('members.deleteMemberPhones', async ({ admin, ids }) => {
    expect((await admin.members.deleteMemberPhones(ids['newMember']!)).member?.contact?.phones).toEqual([]);
  }),
  call('members.deleteMemberEmails', async ({ admin, ids }) => {
    expect((await admin.members.deleteMemberEmails(ids['newMember']!)).member?.contact?.emails).toEqual([]);
  }),
  call('members.deleteMemberAddresses', async ({ admin, ids }) => {
    expect((await admin.members.deleteMemberAddresses(ids['newMember']!)).member?.contact?.addresses).toEqual([]);
  }),
  call('members.bulkApproveMembers', async ({ admin }) => {
    await admin.members.bulkApproveMembers({ status: 'PENDING' });
  }),
  call('members.bulkBlockMembers', async ({ admin }) => {
    await admin.members.bulkBlockMembers({ _id: { $in: ['00000000-0000-0000-0000-00000000dead'] } });
  }),
  call('members.blockMember', async ({ admin, ids }) => {
    await admin.members.blockMember(ids['newMember']!);
  }),
  call('members.disconnectMember', async ({ admin, ids }) => {
    expect((await admin.members.disconnectMember(ids['newMember']!)).member?._id).toBe(ids['newMember']);
  }),
  call('members.deleteMember', async ({ admin, ids }) => {
    await admin.members.deleteMember(ids['newMember']!);
  }),
  call('members.bulkDeleteMembers', async ({ admin }) => {
    const created = await admin.members.createMember({ member: { loginEmail: 'bulk-delete@example.com' } });
    const answer = await admin.members.bulkDeleteMembers([created._id!]);
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 });
    expect(answer.results!.map((result) => result.itemMetadata)).toEqual([expect.objectContaining({ _id: created._id, originalIndex: 0, success: true })]);
  }),
  call('members.bulkDeleteMembersByFilter', async ({ admin }) => {
    const created = await admin.members.createMember({ member: { loginEmail: 'filter-delete@example.com' } });
    expect((await admin.members.bulkDeleteMembersByFilter({ loginEmail: 'filter-delete@example.com' })).jobId).toEqual(anyString);
    // the job runs on its own: the member goes soon after
    for (let tries = 0; tries < 50 && (await admin.members.getMember(created._id!).then(() => true, () => false)); tries++) await new Promise((done) => setTimeout(done, 20));
    await expect(admin.members.getMember(created._id!)).rejects.toThrow();
  }),
  call('members.deleteMyMember', async ({ admin }) => {
    const created = await admin.members.createMember({ member: { loginEmail: 'delete-me@example.com' } });
    const tokens = await OAuthStrategy({ clientId: CLIENT_ID }).getMemberTokensForExternalLogin(created._id!, API_KEY);
    await visitorClient(tokens).members.deleteMyMember();
    await expect(admin.members.getMember(created._id!)).rejects.toThrow();
  }),
  // reviews
  call('reviews.queryReviews', async ({ visitor, ids }) => {
    const page = await visitor.reviews.queryReviews().find();
    expect(page.items.length).toBeGreaterThan(0);
    ids['review'] = page.items[0]!._id!;
  }),
  call('reviews.queryReviews (typed query)', async ({ visitor, ids }) => {
    const { reviews: found } = await visitor.reviews.queryReviews({ filter: { _id: ids['review']! } });
    expect(found!.map((review) => review._id)).toEqual([ids['review']]);
  }),
  call('reviews.getReview', async ({ visitor, ids }) => {
    expect((await visitor.reviews.getReview(ids['review']!))._id).toBe(ids['review']);
  }),
  call('reviews.countReviews', async ({ visitor }) => {
    expect((await visitor.reviews.countReviews()).count).toBeGreaterThan(0);
  }),
  call('reviews.createReview', async ({ member, ids }) => {
    const review = await member.reviews.createReview({ namespace: 'stores', entityId: ids['product']!, content: { title: 'Compat', body: 'Fine', rating: 4 } });
    ids['myReview'] = review._id!;
    isDate(review._createdDate);
  }),
  call('reviews.setReply', async ({ admin, ids }) => {
    expect((await admin.reviews.setReply(ids['myReview']!, 'Thanks')).review?.reply?.message).toBe('Thanks');
  }),
  call('reviews.removeReply', async ({ admin, ids }) => {
    await admin.reviews.removeReply(ids['myReview']!);
  }),
  call('reviews.updateReview', async ({ member, ids }) => {
    const updated = await member.reviews.updateReview(ids['myReview']!, { content: { title: 'Compat 2', body: 'Better', rating: 5 } });
    expect(updated.content?.rating).toBe(5);
  }),
  call('reviews.createReviewAndContact (legacy)', async ({ visitor, ids }) => {
    const answer = await visitor.legacyReviews.createReviewAndContact('stores', ids['product']!, { title: 'Guest', body: 'Nice', rating: 5 }, { name: 'Guest Buyer', email: 'guest-review@example.com' });
    ids['guestReview'] = answer.review!._id!;
    expect(answer.review).toMatchObject({ entityId: ids['product'], content: { rating: 5 } });
    // this legacy module does not opt in to the SDK's response transforms: its dates stay the REST strings
    expect(answer.review!._createdDate).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  }),
  call('reviews.updateReviewContent (legacy)', async ({ admin, ids }) => {
    const answer = await admin.legacyReviews.updateReviewContent(ids['guestReview']!, { content: { title: 'Guest 2', body: 'Nicer', rating: 4 } });
    expect(answer.review?.content?.rating).toBe(4);
  }),
  call('reviews.deleteReview', async ({ member, ids }) => {
    await member.reviews.deleteReview(ids['myReview']!);
  }),
  call('reviews.bulkDeleteReviews', async ({ member, admin, ids }) => {
    const created = await member.reviews.createReview({ namespace: 'stores', entityId: ids['product']!, content: { title: 'Bulk', body: 'Gone soon', rating: 3 } });
    await admin.reviews.bulkDeleteReviews({ filter: { _id: created._id } });
  }),
  // media
  call('files.listFiles', async ({ admin }) => {
    expect(Array.isArray((await admin.files.listFiles()).files)).toBe(true);
  }),
  call('files.importFile', async ({ admin, ids }) => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { file } = await admin.files.importFile(`data:image/png;base64,${png}`, { displayName: 'dot.png' });
    ids['file'] = file!._id!;
  }),
  call('files.getFileDescriptor', async ({ admin, ids }) => {
    expect((await admin.files.getFileDescriptor(ids['file']!))._id).toBe(ids['file']);
  }),
  call('files.getFileDescriptors', async ({ admin, ids }) => {
    expect((await admin.files.getFileDescriptors([ids['file']!])).files?.length).toBe(1);
  }),
  call('files.queryFileDescriptors', async ({ admin, ids }) => {
    const page = await admin.files.queryFileDescriptors().eq('mediaType', 'IMAGE').find();
    expect(page.items.map((file) => file._id)).toContain(ids['file']);
    isDate(page.items[0]!._createdDate);
  }),
  call('files.queryFileDescriptors (typed query)', async ({ admin, ids }) => {
    const { files: found } = await admin.files.queryFileDescriptors({ filter: { mediaType: 'IMAGE' } });
    expect(found!.map((file) => file._id)).toContain(ids['file']);
  }),
  call('files.generateFileDownloadUrl', async ({ admin, ids }) => {
    expect((await admin.files.generateFileDownloadUrl(ids['file']!)).downloadUrls?.length).toBeGreaterThan(0);
  }),
  call('files.searchFiles', async ({ admin }) => {
    expect(Array.isArray((await admin.files.searchFiles()).files)).toBe(true);
  }),
  call('files.bulkDeleteFiles', async ({ admin, ids }) => {
    await admin.files.bulkDeleteFiles([ids['file']!]);
  }),
  call('files.listDeletedFiles', async ({ admin, ids }) => {
    expect((await admin.files.listDeletedFiles()).files?.map((file) => file._id)).toContain(ids['file']);
  }),
  call('files.bulkRestoreFilesFromTrashBin', async ({ admin, ids }) => {
    await admin.files.bulkRestoreFilesFromTrashBin([ids['file']!]);
  }),
  call('files.updateFileDescriptor', async ({ admin, ids }) => {
    expect((await admin.files.updateFileDescriptor({ _id: ids['file']!, displayName: 'renamed.png' })).displayName).toBe('renamed.png');
  }),
  call('files.generateFilesDownloadUrl', async ({ admin, ids }) => {
    expect((await admin.files.generateFilesDownloadUrl([ids['file']!])).downloadUrl).toEqual(anyString);
  }),
  call('files.generateFileResumableUploadUrl', async ({ admin }) => {
    expect((await admin.files.generateFileResumableUploadUrl('image/png', { fileName: 'big.png' })).uploadUrl).toEqual(anyString);
  }),
  call('files.bulkImportFiles', async ({ admin }) => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { files: imported } = await admin.files.bulkImportFiles([{ url: `data:image/png;base64,${png}`, displayName: 'a.png' }]);
    expect(imported?.length).toBe(1);
  }),
  call('files.bulkImportFile', async ({ admin }) => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const answer = await admin.files.bulkImportFile([{ url: `data:image/png;base64,${png}`, displayName: 'b.png' }], { returnEntity: true });
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 });
    expect(answer.results!.map((result) => [result.itemMetadata?.originalIndex, result.itemMetadata?.success, result.item?._id])).toEqual([[0, true, anyString]]);
  }),
  call('files.generateVideoStreamingUrl', async ({ admin, ids }) => {
    const { file } = await admin.files.importFile('data:video/mp4;base64,AAAAIGZ0eXBpc29t', { mediaType: 'VIDEO', displayName: 'compat.mp4', mimeType: 'video/mp4' });
    ids['video'] = file!._id!;
    // as on the platform, a video streams once processed: wait for READY
    for (let tries = 0; (await admin.files.getFileDescriptor(ids['video']!)).operationStatus !== 'READY' && tries < 50; tries++) await new Promise((done) => setTimeout(done, 20));
    expect((await admin.files.generateVideoStreamingUrl(ids['video']!, { format: 'HLS' })).downloadUrl?.url).toEqual(anyString);
  }),
  call('files.generateFileUploadUrl', async ({ admin }) => {
    expect((await admin.files.generateFileUploadUrl('image/png', { fileName: 'compat.png' })).uploadUrl).toEqual(anyString);
  }),
  // identity
  call('authentication.loginV2', async ({ visitor }) => {
    const answer = await visitor.authentication.loginV2({ email: DEMO.email }, { password: DEMO.password });
    expect(answer.state).toBe('SUCCESS');
    expect(answer.identity?.identityProfile?.emails).toEqual([DEMO.email]);
  }),
  call('authentication.registerV2', async ({ visitor, ids }) => {
    const answer = await visitor.authentication.registerV2({ email: 'compat@example.com' }, { password: 'compat-1' });
    expect(answer.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    ids['stateToken'] = answer.stateToken!;
    expect(answer.identity?.identityProfile?.secondaryEmails?.[0]?.email).toBe('compat@example.com');
  }),
  call('verification.verifyDuringAuthentication (a wrong code is refused)', async ({ visitor, ids }) => {
    await expect(visitor.verification.verifyDuringAuthentication('000000', { stateToken: ids['stateToken']! })).rejects.toThrow();
  }),
  call('recovery.sendRecoveryEmail', async ({ visitor }) => {
    await visitor.recovery.sendRecoveryEmail(DEMO.email);
  }),
  call('a non-JSON 500 (an HTML page from a gateway) rejects the call', async ({ visitor, emulator }) => {
    emulator.faults.add({ route: 'members.getMember', status: 500, rawBody: '<html><body>Internal error</body></html>', times: 1 });
    await expect(visitor.members.getMember(DEMO.id)).rejects.toThrow();
    emulator.faults.clear();
  }),
  call('verification.resendDuringAuthentication (legacy)', async ({ visitor, ids }) => {
    const answer = await visitor.legacyVerification.resendDuringAuthentication(ids['stateToken']!);
    expect([answer.state, answer.stateToken]).toEqual(['REQUIRE_EMAIL_VERIFICATION', ids['stateToken']]);
  }),
  call('authentication.register (legacy v1)', async ({ visitor, ids }) => {
    const answer = await visitor.legacyAuthentication.register({ identifiers: [{ email: 'v1@example.com' }] }, { authenticatorId: 'password', inputs: { password: 'pw-1234' } });
    expect(answer.state).toEqual({ status: 'STATUS_CHECK', stateToken: anyString });
    ids['v1StateToken'] = answer.state!.stateToken!;
  }),
  call('authentication.proceedToNextState (legacy v1)', async ({ visitor, ids }) => {
    const answer = await visitor.legacyAuthentication.proceedToNextState({ stateToken: ids['v1StateToken']! });
    expect(answer.state?.status).toBe('STATUS_CHECK');
  }),
  call('authentication.login (legacy v1)', async ({ visitor }) => {
    const answer = await visitor.legacyAuthentication.login({ email: DEMO.email }, { authenticatorId: 'password', inputs: { password: DEMO.password } });
    expect(answer).toMatchObject({ state: { status: 'DONE' }, sessionToken: anyString });
  }),
  call('authentication.loginWithIdpConnectionTokenParams (legacy)', async ({ visitor }) => {
    const answer = await visitor.sso.loginWithIdpConnectionTokenParams({ idpConnectionId: 'idp-compat', tokenParams: { email: DEMO.email } });
    expect([answer.state, answer.identity?._id]).toEqual(['SUCCESS', DEMO.id]);
  }),
  call('verification.start', async ({ visitor }) => {
    expect((await visitor.verification.start({ identityId: DEMO.id, target: 'EMAIL' })).verificationId).toEqual(anyString);
  }),
  call('recovery.sendActivationEmail', async ({ admin }) => {
    await admin.recovery.sendActivationEmail(DEMO.id);
  }),
  call('recovery.recover', async ({ visitor, emulator }) => {
    await visitor.recovery.sendRecoveryEmail(DEMO.email);
    const sent = emulator.inbox.filter((entry) => entry.kind === 'password-reset' && entry.to === DEMO.email).at(-1);
    const answer = await visitor.recovery.recover(sent!.token!, { password: DEMO.password });
    expect([answer.state, answer.sessionToken]).toEqual(['SUCCESS', anyString]);
    expect(answer.identity?.identityProfile?.emails).toEqual([DEMO.email]);
  }),
  call('authentication.changePassword', async ({ visitor }) => {
    const tokens = await OAuthStrategy({ clientId: CLIENT_ID }).getMemberTokensForExternalLogin(DEMO.id, API_KEY);
    const demo = visitorClient(tokens);
    await demo.authentication.changePassword('compat-changed');
    expect((await visitor.authentication.loginV2({ email: DEMO.email }, { password: 'compat-changed' })).state).toBe('SUCCESS');
    await demo.authentication.changePassword(DEMO.password);
  }),
  call('OAuthStrategy.logout', async () => {
    const { logoutUrl } = await OAuthStrategy({ clientId: CLIENT_ID }).logout('http://localhost:3000/');
    expect(logoutUrl).toEqual(anyString);
  }),
  call('authentication.signOn', async ({ admin }) => {
    const answer = await admin.authentication.signOn({ email: DEMO.email });
    expect(answer.sessionToken).toEqual(anyString);
    expect(answer.identity?.identityProfile?.emails).toEqual([DEMO.email]);
  }),
  call('authentication.logout', async ({ member }) => {
    const answer = await member.authentication.logout({ clientId: CLIENT_ID, postLogoutRedirectUri: 'http://localhost:3000/bye' });
    expect(answer.statusCode).toBe(302);
  }),
];

