// A storefront port as consumers write it, compiled by `pnpm check:packages` against the built
// `dist` declarations only (no `@sitekit/source` condition) under moduleResolution bundler, node16
// and classic node. Every line names something ported code names; nothing here runs.
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
  products.DiscountType.UNDEFINED satisfies products.DiscountType,
  products.InventoryStatus.IN_STOCK satisfies products.InventoryStatus,
  products.MeasurementUnit.UNSPECIFIED satisfies products.MeasurementUnit,
  products.MediaItemType.unspecified_media_item_type satisfies products.MediaItemType,
  products.OptionType.unspecified_option_type satisfies products.OptionType,
  products.ProductType.unspecified_product_type satisfies products.ProductType,
  products.SortOrder.ASC satisfies products.SortOrder,
] as const;
export const collectionsEnums = [
  collections.MediaItemType.unspecified_media_item_type satisfies collections.MediaItemType,
  collections.SortOrder.ASC satisfies collections.SortOrder,
] as const;
export const checkoutEnums = [
  checkout.ChannelType.UNSPECIFIED satisfies checkout.ChannelType,
  checkout.ChargeType.HANDLING_FEE satisfies checkout.ChargeType,
  checkout.DescriptionLineType.UNRECOGNISED satisfies checkout.DescriptionLineType,
  checkout.DiscountType.GLOBAL satisfies checkout.DiscountType,
  checkout.FileType.UNSPECIFIED satisfies checkout.FileType,
  checkout.ItemAvailabilityStatus.AVAILABLE satisfies checkout.ItemAvailabilityStatus,
  checkout.ItemTypePreset.UNRECOGNISED satisfies checkout.ItemTypePreset,
  checkout.JurisdictionType.UNDEFINED satisfies checkout.JurisdictionType,
  checkout.LineItemType.UNKNOWN_LINE_ITEM_TYPE satisfies checkout.LineItemType,
  checkout.PaymentOptionType.FULL_PAYMENT_ONLINE satisfies checkout.PaymentOptionType,
  checkout.PickupMethod.UNKNOWN_METHOD satisfies checkout.PickupMethod,
  checkout.RateType.NO_TAX_COLLECTED satisfies checkout.RateType,
  checkout.Severity.WARNING satisfies checkout.Severity,
  checkout.SubscriptionFrequency.UNDEFINED satisfies checkout.SubscriptionFrequency,
  checkout.TaxableAddressType.UNKNOWN_TAXABLE_ADDRESS satisfies checkout.TaxableAddressType,
  checkout.VatType.UNSPECIFIED satisfies checkout.VatType,
  checkout.WeightUnit.UNSPECIFIED_WEIGHT_UNIT satisfies checkout.WeightUnit,
] as const;
export const currentCartEnums = [
  currentCart.ChannelType.UNSPECIFIED satisfies currentCart.ChannelType,
  currentCart.ItemAvailabilityStatus.AVAILABLE satisfies currentCart.ItemAvailabilityStatus,
] as const;
export const ordersEnums = [
  orders.ActionType.UNKNOWN_ACTION_TYPE satisfies orders.ActionType,
  orders.ActivityType.ORDER_REFUNDED satisfies orders.ActivityType,
  orders.AuthorizationCaptureStatus.UNKNOWN_STATUS satisfies orders.AuthorizationCaptureStatus,
  orders.AuthorizationVoidStatus.UNKNOWN_STATUS satisfies orders.AuthorizationVoidStatus,
  orders.ChannelType.UNSPECIFIED satisfies orders.ChannelType,
  orders.ChargeType.PASS_ON satisfies orders.ChargeType,
  orders.DescriptionLineType.UNRECOGNISED satisfies orders.DescriptionLineType,
  orders.DiscountType.GLOBAL satisfies orders.DiscountType,
  orders.FileType.UNSPECIFIED satisfies orders.FileType,
  orders.FulfillmentStatus.NOT_FULFILLED satisfies orders.FulfillmentStatus,
  orders.InventoryAction.RESTOCK satisfies orders.InventoryAction,
  orders.InvoiceStatus.Draft satisfies orders.InvoiceStatus,
  orders.ItemTypePreset.UNRECOGNISED satisfies orders.ItemTypePreset,
  orders.JurisdictionType.UNDEFINED satisfies orders.JurisdictionType,
  orders.NonRefundableReason.NONE satisfies orders.NonRefundableReason,
  orders.OrderStatus.INITIALIZED satisfies orders.OrderStatus,
  orders.PaymentCollectabilityStatus.UNKNOWN satisfies orders.PaymentCollectabilityStatus,
  orders.PaymentOptionType.FULL_PAYMENT_ONLINE satisfies orders.PaymentOptionType,
  orders.PaymentStatus.APPROVED satisfies orders.PaymentStatus,
  orders.PaymentStatusEnumPaymentStatus.UNSPECIFIED satisfies orders.PaymentStatusEnumPaymentStatus,
  orders.PickupMethod.UNKNOWN_METHOD satisfies orders.PickupMethod,
  orders.PreviewEmailType.ORDER_PLACED satisfies orders.PreviewEmailType,
  orders.RateType.NO_TAX_COLLECTED satisfies orders.RateType,
  orders.RefundableStatus.NOT_REFUNDABLE satisfies orders.RefundableStatus,
  orders.SortOrder.ASC satisfies orders.SortOrder,
  orders.SubscriptionFrequency.UNDEFINED satisfies orders.SubscriptionFrequency,
  orders.TaxableAddressType.UNKNOWN_TAXABLE_ADDRESS satisfies orders.TaxableAddressType,
  orders.TransactionStatus.UNDEFINED satisfies orders.TransactionStatus,
  orders.VatType.UNSPECIFIED satisfies orders.VatType,
  orders.WeightUnit.UNSPECIFIED_WEIGHT_UNIT satisfies orders.WeightUnit,
] as const;
export const backInStockNotificationsEnums = [
  backInStockNotifications.SortOrder.ASC satisfies backInStockNotifications.SortOrder,
  backInStockNotifications.Status.UNSPECIFIED satisfies backInStockNotifications.Status,
] as const;
export const recommendationsEnums = [
  recommendations.AlgorithmType.UNSPECIFIED satisfies recommendations.AlgorithmType,
] as const;
export const redirectsEnums = [
  redirects.CallbackType.UNKNOWN satisfies redirects.CallbackType,
  redirects.MembersAccountSection.ACCOUNT_INFO satisfies redirects.MembersAccountSection,
  redirects.Prompt.login satisfies redirects.Prompt,
] as const;
export const membersEnums = [
  members.ActivityStatusStatus.UNKNOWN satisfies members.ActivityStatusStatus,
  members.PrivacyStatusStatus.UNKNOWN satisfies members.PrivacyStatusStatus,
  members.Set.PUBLIC satisfies members.Set,
  members.SortOrder.ASC satisfies members.SortOrder,
  members.Status.UNKNOWN satisfies members.Status,
] as const;
export const reviewsEnums = [
  reviews.AuthorType.UNKNOWN satisfies reviews.AuthorType,
  reviews.ModerationModerationStatus.UNKNOWN satisfies reviews.ModerationModerationStatus,
  reviews.ModerationStatus.UNKNOWN satisfies reviews.ModerationStatus,
  reviews.OriginType.UNKNOWN satisfies reviews.OriginType,
  reviews.SortOrder.ASC satisfies reviews.SortOrder,
  reviews.SourceType.REVIEW_REQUEST satisfies reviews.SourceType,
  reviews.UpdateModerationStatusRequestModerationStatus.UNKNOWN_MODERATION_STATUS satisfies reviews.UpdateModerationStatusRequestModerationStatus,
  reviews.WebhookIdentityType.UNKNOWN satisfies reviews.WebhookIdentityType,
] as const;
export const filesEnums = [
  files.CommonSortOrder.ASC satisfies files.CommonSortOrder,
  files.ContentDisposition.ATTACHMENT satisfies files.ContentDisposition,
  files.IdentityType.UNKNOWN satisfies files.IdentityType,
  files.ImageAnnotationType.UNKNOWN_IMAGE_ANNOTATION_TYPE satisfies files.ImageAnnotationType,
  files.MediaType.UNKNOWN satisfies files.MediaType,
  files.Namespace.NO_NAMESPACE satisfies files.Namespace,
  files.OperationStatus.FAILED satisfies files.OperationStatus,
  files.RootFolder.MEDIA_ROOT satisfies files.RootFolder,
  files.SortOrder.ASC satisfies files.SortOrder,
  files.State.OK satisfies files.State,
  files.StreamFormat.UNKNOWN satisfies files.StreamFormat,
  files.UploadProtocol.TUS satisfies files.UploadProtocol,
  files.WebhookIdentityType.UNKNOWN satisfies files.WebhookIdentityType,
] as const;
export const authenticationEnums = [
  identity.authentication.AddressTag.UNTAGGED satisfies identity.authentication.AddressTag,
  identity.authentication.EmailTag.UNTAGGED satisfies identity.authentication.EmailTag,
  identity.authentication.PhoneTag.UNTAGGED satisfies identity.authentication.PhoneTag,
  identity.authentication.PrivacyStatus.UNDEFINED satisfies identity.authentication.PrivacyStatus,
  identity.authentication.Reason.UNKNOWN_REASON satisfies identity.authentication.Reason,
  identity.authentication.StateType.UNKNOWN_STATE satisfies identity.authentication.StateType,
  identity.authentication.StatusName.UNKNOWN_STATUS satisfies identity.authentication.StatusName,
  identity.authentication.TenantType.UNKNOWN_TENANT_TYPE satisfies identity.authentication.TenantType,
] as const;
export const recoveryEnums = [
  identity.recovery.StateType.UNKNOWN_STATE satisfies identity.recovery.StateType,
] as const;
export const verificationEnums = [
  identity.verification.StateType.UNKNOWN_STATE satisfies identity.verification.StateType,
  identity.verification.Target.UNKNOWN_TARGET satisfies identity.verification.Target,
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
  productsV3.InventoryAvailabilityStatus.IN_STOCK satisfies productsV3.InventoryAvailabilityStatus,
  productsV3.ProductType.PHYSICAL satisfies productsV3.ProductType,
  productsV3.RequestedFields.URL satisfies productsV3.RequestedFields,
  productsV3.SingleEntityOpsRequestedFields.URL satisfies productsV3.SingleEntityOpsRequestedFields,
  productsV3.SortOrder.ASC satisfies productsV3.SortOrder,
] as const;
export const cartEnums = [
  cart.ChannelType.UNSPECIFIED satisfies cart.ChannelType,
  cart.ItemAvailabilityStatus.AVAILABLE satisfies cart.ItemAvailabilityStatus,
] as const;
