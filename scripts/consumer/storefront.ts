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
import { checkout, currentCart, orders, backInStockNotifications, recommendations } from '@sitekit/ecom';
import { currentCart as currentCartOnly } from '@sitekit/ecom/current-cart';
import { checkout as checkoutOnly } from '@sitekit/ecom/checkout';
import { orders as ordersOnly } from '@sitekit/ecom/orders';
import { backInStockNotifications as bisOnly } from '@sitekit/ecom/back-in-stock-notifications';
import { recommendations as recommendationsOnly } from '@sitekit/ecom/recommendations';
import { redirects } from '@sitekit/redirects';
import { SiteKitProvider, type SiteKitProviderProps } from '@sitekit/react';
import { productsQueryOptions } from '@sitekit/react/options';
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
