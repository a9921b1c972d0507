import type { Seed } from '../engine/types';
import { commerceSeed } from './commerce';
import { identitySeed } from './identity';
import { reviewsSeed } from './reviews';

export { identitySeed, DEMO_MEMBER } from './identity';

/** The default data: the demo store, the demo member, demo reviews, and the API key `emulator-api-key`. */
export const defaultSeed: Seed = { ...commerceSeed, ...identitySeed, ...reviewsSeed, apiKeys: ['emulator-api-key'] };
