import type { Domain } from '../engine/types';
import { domain as auth } from './auth';
import { domain as collections } from './collections';
import { domain as members } from './members';
import { domain as redirects } from './redirects';

/** Every domain the emulator serves, in routing order. */
export const allDomains: Domain[] = [auth, members, redirects, collections];
