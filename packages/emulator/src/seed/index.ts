import type { Seed } from '../engine/types';
import { commerceSeed } from './commerce';
import { identitySeed } from './identity';

export { identitySeed, DEMO_MEMBER } from './identity';

/** The default data: the demo store, the demo member, and the API key `emulator-api-key`. */
export const defaultSeed: Seed = { ...commerceSeed, ...identitySeed, apiKeys: ['emulator-api-key'] };
