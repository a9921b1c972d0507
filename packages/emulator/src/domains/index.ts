import type { Domain } from '../engine/types';
import { domain as auth } from './auth';
import { domain as backInStock } from './back-in-stock';
import { domain as cart } from './cart';
import { domain as catalog } from './catalog';
import { domain as checkout } from './checkout';
import { domain as collections } from './collections';
import { domain as coupons } from './coupons';
import { domain as data } from './data';
import { domain as files } from './files';
import { domain as media } from './media';
import { domain as members } from './members';
import { domain as orders } from './orders';
import { domain as recommendations } from './recommendations';
import { domain as redirects } from './redirects';
import { domain as reviews } from './reviews';

/** Every domain the emulator serves, in routing order. */
export const allDomains: Domain[] = [auth, members, redirects, files, catalog, media, collections, coupons, cart, checkout, orders, backInStock, recommendations, reviews, data];
