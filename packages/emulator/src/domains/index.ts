import type { Domain } from '../engine/types';
import { domain as auth } from './auth';
import { domain as cart } from './cart';
import { domain as catalog } from './catalog';
import { domain as collections } from './collections';
import { domain as members } from './members';
import { domain as orders } from './orders';
import { domain as redirects } from './redirects';
// Still to come from the commerce helper: checkout, back-in-stock, recommendations.

/** Every domain the emulator serves, in routing order. */
export const allDomains: Domain[] = [auth, members, redirects, catalog, collections, cart, orders];
