// The same names through `require` (node16, CommonJS consumer): the `.d.cts` declarations.
import { createClient, OAuthStrategy, type Tokens } from '@sitekit/core';
import { OAuthStrategy as VisitorOAuthStrategy } from '@sitekit/core/auth';
import { products, collections } from '@sitekit/stores';
import { checkout, currentCart, orders, backInStockNotifications } from '@sitekit/ecom';
import { redirects } from '@sitekit/redirects';
import { defineSiteKit } from '@sitekit/next';

/** `value`, checked to be a `T` (what `value satisfies T` says from TypeScript 4.9 on). */
const typed = <T,>(value: T): T => value;

export const client = (tokens?: Tokens) =>
  createClient({ modules: { products, collections, currentCart, checkout, orders, redirects }, auth: OAuthStrategy({ clientId: 'x', tokens }) });
export const productName = (item: products.Product): string => item.name ?? '';
export const collectionSlug = (item: collections.Collection): string | null | undefined => item.slug;
export const lineCount = (cart: currentCart.Cart): number => cart.lineItems?.length ?? 0;
export const checkoutId = (c: checkout.Checkout): string | undefined => c._id ?? undefined;
export const orderNumber = (o: orders.Order): string | undefined => o.number ?? undefined;
export const requestEmail = (r: backInStockNotifications.BackInStockNotificationRequest): string | undefined => r.email;
export const sessionUrl = (s: redirects.RedirectSession): string | undefined => s.fullUrl;
export const physical: products.ProductType = products.ProductType.physical;
export const visitor = VisitorOAuthStrategy;
export const next = defineSiteKit;
// Enumerations through a namespace are values and types in the `.d.cts` declarations too.
import { members } from '@sitekit/members';
import { reviews } from '@sitekit/reviews';
import * as identity from '@sitekit/core/identity';
export const enumValues = [
  typed<orders.OrderStatus>(orders.OrderStatus.APPROVED),
  typed<backInStockNotifications.Status>(backInStockNotifications.Status.RECEIVED),
  typed<currentCart.ChannelType>(currentCart.ChannelType.WEB),
  typed<redirects.Prompt>(redirects.Prompt.login),
  typed<members.Status>(members.Status.APPROVED),
  typed<members.PrivacyStatusStatus>(members.PrivacyStatusStatus.PRIVATE),
  typed<members.Set>(members.Set.FULL),
  typed<reviews.ModerationStatus>(reviews.ModerationStatus.APPROVED),
  typed<identity.authentication.StateType>(identity.authentication.StateType.SUCCESS),
] as const;
