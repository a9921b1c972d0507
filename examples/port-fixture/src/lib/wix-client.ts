import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { items } from '@wix/data';
import { members } from '@wix/members';
// a platform module SiteKit does not cover, as the registry publishes it (`@wix/bookings` re-exports it as `services`)
import * as services from '@wix/auto_sdk_bookings_services';
import { cookies } from 'next/headers';
import { CLIENT_ID, readSession, SESSION_COOKIE } from './session';

/** A client for this request, on the visitor tokens the middleware put in the session cookie. */
export async function wixClient() {
  const tokens = readSession((await cookies()).get(SESSION_COOKIE)?.value);
  return createClient({
    modules: { products, collections, currentCart, redirects, items, members, services },
    auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens ? { tokens } : {}) }),
  });
}

export type WixClient = Awaited<ReturnType<typeof wixClient>>;
