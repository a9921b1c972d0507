import type { Domain, Seed } from './types';

/**
 * All state as plain JSON (`snapshot()` / `load()`).
 */
export interface EmulatorSnapshot {
  version: 1;
  apiKeys: string[];
  clockOffsetMs: number;
  domains: Record<string, unknown>;
}

/** The emulator's state: each domain's slice, the accepted API keys and the clock's offset. */
export interface World {
  /** The seed the state was last built from (what `reset()` without a seed goes back to). */
  readonly seed: Seed;
  readonly slices: Record<string, unknown>;
  readonly apiKeys: readonly string[];
  /** Fresh state from `seed`: every domain's initial slice, the seed's API keys, the clock back to now. */
  init(seed: Seed): void;
  /** One domain's slice; throws for a name no domain has. */
  stateOf<T>(name: string): T;
  /** The emulator's clock: the real time moved by `advance`. */
  now(): Date;
  advance(ms: number): void;
  snapshot(): EmulatorSnapshot;
  /** The snapshot's state over a fresh one from the seed (a domain the snapshot lacks starts fresh). */
  load(snapshot: EmulatorSnapshot): void;
}

/**
 * What a slice is handed out as, from when it is built (from the seed or a snapshot): the state
 * directory wraps each slice to see what requests change in it.
 */
export type SliceWrapper = (slice: unknown, domain: Domain) => unknown;

/** The API key a seed without `apiKeys` gets. */
const DEFAULT_API_KEY = 'emulator-api-key';

const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The state of `domains`, built from `seed`.
 */
export function createWorld(seed: Seed, domains: readonly Domain[], wrapSlice?: SliceWrapper): World {
  const wrapped = (built: Record<string, unknown>) => {
    if (!wrapSlice) return built;
    for (const domain of domains) if (domain.name in built) built[domain.name] = wrapSlice(built[domain.name], domain);
    return built;
  };
  const fresh = (from: Seed) => Object.fromEntries(domains.map((domain) => [domain.name, domain.initialState(from)]));
  let current = seed;
  let slices: Record<string, unknown> = {};
  let apiKeys: string[] = [];
  let clockOffsetMs = 0;
  const world: World = {
    get seed() {
      return current;
    },
    get slices() {
      return slices;
    },
    get apiKeys() {
      return apiKeys;
    },
    init(from) {
      current = from;
      slices = wrapped(fresh(from));
      apiKeys = Array.isArray(from['apiKeys']) ? (from['apiKeys'] as unknown[]).map(String) : [DEFAULT_API_KEY];
      clockOffsetMs = 0;
    },
    stateOf<T>(name: string): T {
      if (!(name in slices)) throw new Error(`emulator: no domain named "${name}"`);
      return slices[name] as T;
    },
    now: () => new Date(Date.now() + clockOffsetMs),
    advance(ms) {
      clockOffsetMs += ms;
    },
    snapshot: () => copyOf({ version: 1 as const, apiKeys, clockOffsetMs, domains: slices }),
    load(snapshot) {
      if (snapshot.version !== 1) throw new Error(`emulator: unsupported snapshot version ${String(snapshot.version)}`);
      slices = wrapped({ ...fresh(current), ...copyOf(snapshot.domains) });
      apiKeys = [...snapshot.apiKeys];
      clockOffsetMs = snapshot.clockOffsetMs;
    },
  };
  world.init(seed);
  return world;
}
