// A storefront port as consumers write it, compiled by `pnpm check:packages` against the built
// `dist` declarations only (no `@sitekit/source` condition) under moduleResolution bundler, node16
// and classic node, by TypeScript 4.8 (the platform's templates pin 4.8.4), the newest 5.x and 7.x,
// strict with `exactOptionalPropertyTypes`, and under the `tsconfig.json` `tsc --init` writes.
// Every line names something ported code names; nothing here runs. No syntax newer than 4.8 here:
// `typed<T>(value)` stands for `value satisfies T` (4.9).
import { createClient, OAuthStrategy, ApiKeyStrategy, media, type Tokens, type TokenStorage } from '@sitekit/core';
import { OAuthStrategy as VisitorOAuthStrategy, type Tokens as AuthTokens } from '@sitekit/core/auth';
import { OAuthStrategy as MemberOAuthStrategy } from '@sitekit/core/auth/member';
import { ApiKeyStrategy as SubpathApiKeyStrategy } from '@sitekit/core/api-key';
import * as identity from '@sitekit/core/identity';
import * as webhooks from '@sitekit/core/webhooks';
import { products, collections } from '@sitekit/stores';
import { products as productsOnly } from '@sitekit/stores/products';
import { collections as collectionsOnly } from '@sitekit/stores/collections';
import { productsV3 } from '@sitekit/stores';
import { productsV3 as productsV3Only } from '@sitekit/stores/products-v3';
import { checkout, currentCart, orders, backInStockNotifications, recommendations } from '@sitekit/ecom';
import { currentCart as currentCartOnly } from '@sitekit/ecom/current-cart';
import { cart } from '@sitekit/ecom';
import { cart as cartOnly } from '@sitekit/ecom/cart';
import { checkout as checkoutOnly } from '@sitekit/ecom/checkout';
import { orders as ordersOnly } from '@sitekit/ecom/orders';
import { backInStockNotifications as bisOnly } from '@sitekit/ecom/back-in-stock-notifications';
import { recommendations as recommendationsOnly } from '@sitekit/ecom/recommendations';
import { redirects } from '@sitekit/redirects';
import { SiteKitProvider, type SiteKitProviderProps } from '@sitekit/react';
import { productsQueryOptions } from '@sitekit/react/options';
import { productV3QueryOptions, cartQueryOptions } from '@sitekit/react/options';
import { useProductV3, useCart } from '@sitekit/react';
import { defineSiteKit } from '@sitekit/next';
import { getServerClient } from '@sitekit/next/server';
import { sessionAuth } from '@sitekit/next/client';
import { createRedisSessionStore, type RedisCommands } from '@sitekit/next/redis';
import { storeTokens } from '@sitekit/next/token-storage';
import { items } from '@sitekit/data';
import { items as itemsOnly } from '@sitekit/data/items';
import { members } from '@sitekit/members';
import { members as membersOnly } from '@sitekit/members/members';
import { reviews } from '@sitekit/reviews';
import { reviews as reviewsOnly } from '@sitekit/reviews/reviews';
import { files } from '@sitekit/media';
import { files as filesOnly } from '@sitekit/media/files';
import * as mediaUpload from '@sitekit/media/upload';

/** `value`, checked to be a `T` (what `value satisfies T` says from TypeScript 4.9 on). */
const typed = <T>(value: T): T => value;
/** Node's `process.env` (the file compiles with `"types": []`, as `tsc --init` writes it). */
declare const process: { env: Record<string, string | undefined> };

// Options read from the environment, as a newcomer writes them: under `exactOptionalPropertyTypes`
// (which `tsc --init` turns on) every optional property takes an explicit `undefined`.
export const fromEnvironment = (tokens?: Tokens, tokenStorage?: TokenStorage) =>
  createClient({
    modules: { products, currentCart, redirects },
    host: process.env.SITEKIT_HOST,
    useCDN: undefined,
    fetch: undefined,
    retry: undefined,
    onError: undefined,
    timeout: undefined,
    headers: undefined,
    auth: OAuthStrategy({ clientId: process.env.SITEKIT_CLIENT_ID ?? '', tokens, tokenStorage, onSessionLost: undefined }),
  });
export const apiKeyFromEnvironment = () =>
  ApiKeyStrategy({ apiKey: process.env.SITEKIT_API_KEY ?? '', siteId: process.env.SITEKIT_SITE_ID, accountId: undefined });
export const nextFromEnvironment = () =>
  defineSiteKit({ clientId: process.env.SITEKIT_CLIENT_ID, host: process.env.SITEKIT_HOST, cookieName: undefined, maxAge: undefined });
export async function callsWithUndefined(client: ReturnType<typeof fromEnvironment>, productId: string | undefined): Promise<void> {
  await client.currentCart.addToCurrentCart({ lineItems: undefined, customLineItems: undefined, businessLocationId: undefined });
  await client.products.getProduct(productId ?? '', { includeMerchantSpecificData: undefined });
  await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId: productId ?? '' }, callbacks: { postFlowUrl: process.env.SITEKIT_RETURN_URL } });
}
export const imageWithUndefined = media.getScaledToFillImageUrl('wix:image://v1/abc.jpg/shirt.jpg#originWidth=10&originHeight=10', 100, 100, { quality: undefined });
export const providerWithUndefined = (client: ReturnType<typeof fromEnvironment>) => SiteKitProvider({ client, queryClient: undefined, children: undefined });

export function getClient(tokens: Tokens | undefined, tokenStorage?: TokenStorage) {
  return createClient({
    modules: { products, collections, currentCart, checkout, orders, backInStockNotifications, recommendations, redirects },
    auth: OAuthStrategy({ clientId: 'client-id', tokens, ...(tokenStorage && { tokenStorage }) }),
  });
}
export type Client = ReturnType<typeof getClient>;

// Module namespaces expose types (the bug this file was written for: they were values in dist).
export const productName = (item: products.Product): string => item.name ?? '';
export const collectionSlug = (item: collections.Collection): string | null | undefined => item.slug;
export const lineCount = (cart: currentCart.Cart): number => cart.lineItems?.length ?? 0;
export const checkoutId = (c: checkout.Checkout): string | undefined => c._id ?? undefined;
export const orderNumber = (o: orders.Order): string | undefined => o.number ?? undefined;
export const requestEmail = (r: backInStockNotifications.BackInStockNotificationRequest): string | undefined => r.email;
export const algorithmIds = (a: recommendations.Algorithm[]): string[] => a.map((x) => x.appId ?? '');
export const sessionUrl = (s: redirects.RedirectSession): string | undefined => s.fullUrl;
export const callbacks: redirects.CallbackParams = { postFlowUrl: 'https://shop.example/' };
// Enums are a value and a type of one name, from a namespace too.
export const physical: products.ProductType = products.ProductType.physical;
export const channel: currentCart.ChannelType = currentCart.ChannelType.WEB;
// The same types from the per-module entries are the same types.
export const sameProduct = (p: productsOnly.Product): products.Product => p;
export const sameCollection = (c: collectionsOnly.Collection): collections.Collection => c;
export const sameCart = (c: currentCartOnly.Cart): currentCart.Cart => c;
export const sameCheckout = (c: checkoutOnly.Checkout): checkout.Checkout => c;
export const sameOrder = (o: ordersOnly.Order): orders.Order => o;
export const sameRequest = (r: bisOnly.BackInStockNotificationRequest): backInStockNotifications.BackInStockNotificationRequest => r;
export const sameAlgorithm = (a: recommendationsOnly.Algorithm): recommendations.Algorithm => a;
export const lineItems = (c: currentCart.Cart): currentCart.LineItem[] => c.lineItems ?? [];
export const sameItem = (i: itemsOnly.DataItem): items.DataItem => i;
export const sameMember = (m: membersOnly.Member): members.Member => m;
export const sameReview = (r: reviewsOnly.Review): reviews.Review => r;
export const sameFile = (f: filesOnly.FileDescriptor): files.FileDescriptor => f;

// Callbacks over results are typed (not implicit any) through the client.
export async function listNames(client: Client): Promise<string[]> {
  const { items } = await client.products.queryProducts().limit(10).find();
  return items.map((item) => item.name ?? '');
}

// The root OAuthStrategy is the full member strategy, as the platform SDK's root one.
export async function memberFlows(tokens: Tokens): Promise<void> {
  const auth = OAuthStrategy({ clientId: 'client-id', tokens });
  const data = await auth.generateOAuthData('https://shop.example/callback');
  await auth.getAuthUrl(data);
  auth.parseFromUrl('https://shop.example/callback?code=c&state=s');
  await auth.login({ email: 'a@b.c', password: 'p' });
  await auth.register({ email: 'a@b.c', password: 'p' });
  await auth.getMemberTokensForDirectLogin('session-token');
  await auth.logout('https://shop.example/');
  auth.loggedIn();
  const visitor = VisitorOAuthStrategy({ clientId: 'client-id' });
  const t: AuthTokens = await visitor.generateVisitorTokens();
  const member: typeof OAuthStrategy = MemberOAuthStrategy;
  void t; void member;
}
export const backOffice = ApiKeyStrategy({ apiKey: 'key', siteId: 'site' });
export const backOfficeSubpath: typeof ApiKeyStrategy = SubpathApiKeyStrategy;
export const imageUrl = media.getImageUrl('wix:image://v1/abc.jpg/shirt.jpg#originWidth=10&originHeight=10').url;

export const queries = [productsQueryOptions, defineSiteKit, getServerClient, sessionAuth] as const;
export const sharedSessions = (redis: RedisCommands) => defineSiteKit({ clientId: 'x', renewals: createRedisSessionStore(redis, { clientId: 'x' }), tokenStorage: storeTokens() });
export const provider = (props: SiteKitProviderProps) => SiteKitProvider(props);
export const namespaces = [identity, webhooks, mediaUpload] as const;

// Every enumeration of every module is a value and a type of one name, through its namespace
// (check:packages fails when a module gains an enumeration this list does not name).
export const productsEnums = [
  typed<products.DiscountType>(products.DiscountType.UNDEFINED),
  typed<products.InventoryStatus>(products.InventoryStatus.IN_STOCK),
  typed<products.MeasurementUnit>(products.MeasurementUnit.UNSPECIFIED),
  typed<products.MediaItemType>(products.MediaItemType.unspecified_media_item_type),
  typed<products.OptionType>(products.OptionType.unspecified_option_type),
  typed<products.ProductType>(products.ProductType.unspecified_product_type),
  typed<products.SortOrder>(products.SortOrder.ASC),
] as const;
export const collectionsEnums = [
  typed<collections.MediaItemType>(collections.MediaItemType.unspecified_media_item_type),
  typed<collections.SortOrder>(collections.SortOrder.ASC),
] as const;
export const checkoutEnums = [
  typed<checkout.ChannelType>(checkout.ChannelType.UNSPECIFIED),
  typed<checkout.ChargeType>(checkout.ChargeType.HANDLING_FEE),
  typed<checkout.DescriptionLineType>(checkout.DescriptionLineType.UNRECOGNISED),
  typed<checkout.DiscountType>(checkout.DiscountType.GLOBAL),
  typed<checkout.FileType>(checkout.FileType.UNSPECIFIED),
  typed<checkout.ItemAvailabilityStatus>(checkout.ItemAvailabilityStatus.AVAILABLE),
  typed<checkout.ItemTypePreset>(checkout.ItemTypePreset.UNRECOGNISED),
  typed<checkout.JurisdictionType>(checkout.JurisdictionType.UNDEFINED),
  typed<checkout.LineItemType>(checkout.LineItemType.UNKNOWN_LINE_ITEM_TYPE),
  typed<checkout.PaymentOptionType>(checkout.PaymentOptionType.FULL_PAYMENT_ONLINE),
  typed<checkout.PickupMethod>(checkout.PickupMethod.UNKNOWN_METHOD),
  typed<checkout.RateType>(checkout.RateType.NO_TAX_COLLECTED),
  typed<checkout.Severity>(checkout.Severity.WARNING),
  typed<checkout.SubscriptionFrequency>(checkout.SubscriptionFrequency.UNDEFINED),
  typed<checkout.TaxableAddressType>(checkout.TaxableAddressType.UNKNOWN_TAXABLE_ADDRESS),
  typed<checkout.VatType>(checkout.VatType.UNSPECIFIED),
  typed<checkout.WeightUnit>(checkout.WeightUnit.UNSPECIFIED_WEIGHT_UNIT),
] as const;
export const currentCartEnums = [
  typed<currentCart.ChannelType>(currentCart.ChannelType.UNSPECIFIED),
  typed<currentCart.ItemAvailabilityStatus>(currentCart.ItemAvailabilityStatus.AVAILABLE),
] as const;
export const ordersEnums = [
  typed<orders.ActionType>(orders.ActionType.UNKNOWN_ACTION_TYPE),
  typed<orders.ActivityType>(orders.ActivityType.ORDER_REFUNDED),
  typed<orders.AuthorizationCaptureStatus>(orders.AuthorizationCaptureStatus.UNKNOWN_STATUS),
  typed<orders.AuthorizationVoidStatus>(orders.AuthorizationVoidStatus.UNKNOWN_STATUS),
  typed<orders.ChannelType>(orders.ChannelType.UNSPECIFIED),
  typed<orders.ChargeType>(orders.ChargeType.PASS_ON),
  typed<orders.DescriptionLineType>(orders.DescriptionLineType.UNRECOGNISED),
  typed<orders.DiscountType>(orders.DiscountType.GLOBAL),
  typed<orders.FileType>(orders.FileType.UNSPECIFIED),
  typed<orders.FulfillmentStatus>(orders.FulfillmentStatus.NOT_FULFILLED),
  typed<orders.InventoryAction>(orders.InventoryAction.RESTOCK),
  typed<orders.InvoiceStatus>(orders.InvoiceStatus.Draft),
  typed<orders.ItemTypePreset>(orders.ItemTypePreset.UNRECOGNISED),
  typed<orders.JurisdictionType>(orders.JurisdictionType.UNDEFINED),
  typed<orders.NonRefundableReason>(orders.NonRefundableReason.NONE),
  typed<orders.OrderStatus>(orders.OrderStatus.INITIALIZED),
  typed<orders.PaymentCollectabilityStatus>(orders.PaymentCollectabilityStatus.UNKNOWN),
  typed<orders.PaymentOptionType>(orders.PaymentOptionType.FULL_PAYMENT_ONLINE),
  typed<orders.PaymentStatus>(orders.PaymentStatus.APPROVED),
  typed<orders.PaymentStatusEnumPaymentStatus>(orders.PaymentStatusEnumPaymentStatus.UNSPECIFIED),
  typed<orders.PickupMethod>(orders.PickupMethod.UNKNOWN_METHOD),
  typed<orders.PreviewEmailType>(orders.PreviewEmailType.ORDER_PLACED),
  typed<orders.RateType>(orders.RateType.NO_TAX_COLLECTED),
  typed<orders.RefundableStatus>(orders.RefundableStatus.NOT_REFUNDABLE),
  typed<orders.SortOrder>(orders.SortOrder.ASC),
  typed<orders.SubscriptionFrequency>(orders.SubscriptionFrequency.UNDEFINED),
  typed<orders.TaxableAddressType>(orders.TaxableAddressType.UNKNOWN_TAXABLE_ADDRESS),
  typed<orders.TransactionStatus>(orders.TransactionStatus.UNDEFINED),
  typed<orders.VatType>(orders.VatType.UNSPECIFIED),
  typed<orders.WeightUnit>(orders.WeightUnit.UNSPECIFIED_WEIGHT_UNIT),
] as const;
export const backInStockNotificationsEnums = [
  typed<backInStockNotifications.SortOrder>(backInStockNotifications.SortOrder.ASC),
  typed<backInStockNotifications.Status>(backInStockNotifications.Status.UNSPECIFIED),
] as const;
export const recommendationsEnums = [
  typed<recommendations.AlgorithmType>(recommendations.AlgorithmType.UNSPECIFIED),
] as const;
export const redirectsEnums = [
  typed<redirects.CallbackType>(redirects.CallbackType.UNKNOWN),
  typed<redirects.MembersAccountSection>(redirects.MembersAccountSection.ACCOUNT_INFO),
  typed<redirects.Prompt>(redirects.Prompt.login),
] as const;
export const membersEnums = [
  typed<members.ActivityStatusStatus>(members.ActivityStatusStatus.UNKNOWN),
  typed<members.PrivacyStatusStatus>(members.PrivacyStatusStatus.UNKNOWN),
  typed<members.Set>(members.Set.PUBLIC),
  typed<members.SortOrder>(members.SortOrder.ASC),
  typed<members.Status>(members.Status.UNKNOWN),
] as const;
export const reviewsEnums = [
  typed<reviews.AuthorType>(reviews.AuthorType.UNKNOWN),
  typed<reviews.ModerationModerationStatus>(reviews.ModerationModerationStatus.UNKNOWN),
  typed<reviews.ModerationStatus>(reviews.ModerationStatus.UNKNOWN),
  typed<reviews.OriginType>(reviews.OriginType.UNKNOWN),
  typed<reviews.SortOrder>(reviews.SortOrder.ASC),
  typed<reviews.SourceType>(reviews.SourceType.REVIEW_REQUEST),
  typed<reviews.UpdateModerationStatusRequestModerationStatus>(reviews.UpdateModerationStatusRequestModerationStatus.UNKNOWN_MODERATION_STATUS),
  typed<reviews.WebhookIdentityType>(reviews.WebhookIdentityType.UNKNOWN),
] as const;
export const filesEnums = [
  typed<files.CommonSortOrder>(files.CommonSortOrder.ASC),
  typed<files.ContentDisposition>(files.ContentDisposition.ATTACHMENT),
  typed<files.IdentityType>(files.IdentityType.UNKNOWN),
  typed<files.ImageAnnotationType>(files.ImageAnnotationType.UNKNOWN_IMAGE_ANNOTATION_TYPE),
  typed<files.MediaType>(files.MediaType.UNKNOWN),
  typed<files.Namespace>(files.Namespace.NO_NAMESPACE),
  typed<files.OperationStatus>(files.OperationStatus.FAILED),
  typed<files.RootFolder>(files.RootFolder.MEDIA_ROOT),
  typed<files.SortOrder>(files.SortOrder.ASC),
  typed<files.State>(files.State.OK),
  typed<files.StreamFormat>(files.StreamFormat.UNKNOWN),
  typed<files.UploadProtocol>(files.UploadProtocol.TUS),
  typed<files.WebhookIdentityType>(files.WebhookIdentityType.UNKNOWN),
] as const;
export const authenticationEnums = [
  typed<identity.authentication.AddressTag>(identity.authentication.AddressTag.UNTAGGED),
  typed<identity.authentication.EmailTag>(identity.authentication.EmailTag.UNTAGGED),
  typed<identity.authentication.PhoneTag>(identity.authentication.PhoneTag.UNTAGGED),
  typed<identity.authentication.PrivacyStatus>(identity.authentication.PrivacyStatus.UNDEFINED),
  typed<identity.authentication.Reason>(identity.authentication.Reason.UNKNOWN_REASON),
  typed<identity.authentication.StateStatus>(identity.authentication.StateStatus.DONE),
  typed<identity.authentication.StateType>(identity.authentication.StateType.UNKNOWN_STATE),
  typed<identity.authentication.StatusName>(identity.authentication.StatusName.UNKNOWN_STATUS),
  typed<identity.authentication.TenantType>(identity.authentication.TenantType.UNKNOWN_TENANT_TYPE),
] as const;
export const recoveryEnums = [
  typed<identity.recovery.StateType>(identity.recovery.StateType.UNKNOWN_STATE),
] as const;
export const verificationEnums = [
  typed<identity.verification.StateType>(identity.verification.StateType.UNKNOWN_STATE),
  typed<identity.verification.Target>(identity.verification.Target.UNKNOWN_TARGET),
] as const;

// Catalog v3 and carts by id, as the platform's ticketing template calls them: every call, typed results.
export function getCatalogV3Client(tokens: Tokens | undefined) {
  return createClient({ modules: { productsV3, cart }, auth: OAuthStrategy({ clientId: 'client-id', tokens }) });
}
export async function catalogV3AndCart(client: ReturnType<typeof getCatalogV3Client>): Promise<string[]> {
  const fields: productsV3.RequestedFields[] = [productsV3.RequestedFields.URL, productsV3.RequestedFields.CURRENCY];
  const product: productsV3.V3Product = await client.productsV3.getProduct('product-id', { fields: [productsV3.SingleEntityOpsRequestedFields.URL] });
  const { product: bySlug } = await client.productsV3.getProductBySlug('tee', { fields: undefined });
  const { products: found, pagingMetadata } = await client.productsV3.searchProducts({ search: { expression: 'tee', fields: ['name'] }, cursorPaging: { limit: 12 } }, { fields });
  const { products: queried } = await client.productsV3.queryProducts({ filter: { visible: true }, sort: [{ fieldName: '_createdDate', order: productsV3.SortOrder.DESC }] });
  const page = await client.productsV3.queryProducts({ fields }).eq('visible', true).limit(12).find();
  const created: cart.Cart = await client.cart.createCart({ lineItems: [{ catalogReference: { appId: 'app', catalogItemId: product._id ?? '' }, quantity: 1 }] });
  const id = created._id ?? '';
  const read: cartOnly.Cart = await client.cart.getCart(id);
  await client.cart.updateCart(id, { couponCode: 'SAVE10', cartInfo: { buyerNote: undefined } });
  const { cart: added } = await client.cart.addToCart(id, { lineItems: [{ catalogReference: { appId: 'app', catalogItemId: 'p' }, quantity: 1 }], businessLocationId: undefined });
  await client.cart.updateLineItemsQuantity(id, [{ _id: added?.lineItems?.[0]?._id ?? '', quantity: 2 }]);
  await client.cart.removeLineItems(id, ['line-id']);
  await client.cart.removeCoupon(id);
  await client.cart.removeBusinessLocation(id);
  const { priceSummary } = await client.cart.estimateTotals(id, { shippingAddress: { country: 'US' }, calculateTax: undefined });
  const { checkoutId: newCheckout } = await client.cart.createCheckout(id, { channelType: cart.ChannelType.WEB });
  await client.cart.deleteCart(id);
  return [
    product.name ?? '', bySlug?.slug ?? '', String(found?.length), String(pagingMetadata?.hasNext), String(queried?.length),
    page.items.map((item) => item.actualPriceRange?.minValue?.formattedAmount ?? '').join(), read.lineItems?.[0]?.productName?.original ?? '',
    priceSummary?.total?.formattedAmount ?? '', newCheckout ?? '',
  ];
}
export const sameV3Product = (p: productsV3Only.V3Product): productsV3.Product => p;
export const sameCartById = (c: cartOnly.Cart): cart.Cart => c;
export const catalogV3Hooks = [useProductV3, useCart, productV3QueryOptions, cartQueryOptions] as const;
export const productsV3Enums = [
  typed<productsV3.InventoryAvailabilityStatus>(productsV3.InventoryAvailabilityStatus.IN_STOCK),
  typed<productsV3.ProductType>(productsV3.ProductType.PHYSICAL),
  typed<productsV3.RequestedFields>(productsV3.RequestedFields.URL),
  typed<productsV3.SingleEntityOpsRequestedFields>(productsV3.SingleEntityOpsRequestedFields.URL),
  typed<productsV3.SortOrder>(productsV3.SortOrder.ASC),
] as const;
export const cartEnums = [
  typed<cart.ChannelType>(cart.ChannelType.UNSPECIFIED),
  typed<cart.ItemAvailabilityStatus>(cart.ItemAvailabilityStatus.AVAILABLE),
] as const;
