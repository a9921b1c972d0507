import { describe, expect, it } from 'vitest';
import type { Domain } from './types';
import { createWorld } from './world';

const counter: Domain<{ count: number }> = { name: 'counter', initialState: (seed) => ({ count: Number(seed['count'] ?? 0) }), routes: [] };
const notes: Domain<{ notes: string[] }> = { name: 'notes', initialState: () => ({ notes: [] }), routes: [] };

describe('createWorld (state slices, API keys, clock)', () => {
  it('builds each slice from the seed, and takes the seed\'s API keys (else the default one)', () => {
    expect(createWorld({ count: 2 }, [counter]).stateOf('counter')).toEqual({ count: 2 });
    expect(createWorld({ apiKeys: ['k1', 7] }, [counter]).apiKeys).toEqual(['k1', '7']);
    expect(createWorld({}, [counter]).apiKeys).toEqual(['emulator-api-key']);
    expect(() => createWorld({}, [counter]).stateOf('nothing')).toThrow('emulator: no domain named "nothing"');
  });

  it('a snapshot is a copy; load puts it back over fresh slices for the domains it lacks', () => {
    const world = createWorld({ count: 1 }, [counter, notes]);
    world.stateOf<{ count: number }>('counter').count = 5;
    world.advance(60_000);
    const saved = world.snapshot();
    world.stateOf<{ count: number }>('counter').count = 9;
    expect(saved.domains['counter']).toEqual({ count: 5 });
    world.stateOf<{ notes: string[] }>('notes').notes.push('kept?');
    world.load({ ...saved, domains: { counter: saved.domains['counter'] } });
    expect(world.stateOf('counter')).toEqual({ count: 5 });
    expect(world.stateOf('notes')).toEqual({ notes: [] });
    expect(world.snapshot().clockOffsetMs).toBe(60_000);
    expect(() => world.load({ ...saved, version: 2 as 1 })).toThrow('unsupported snapshot version 2');
  });

  it('init starts over from a seed, with the clock back to real time', () => {
    const world = createWorld({ count: 1 }, [counter]);
    world.advance(3_600_000);
    expect(world.now().getTime()).toBeGreaterThanOrEqual(Date.now() + 3_599_000);
    world.init({ count: 3 });
    expect(world.seed).toEqual({ count: 3 });
    expect(world.stateOf('counter')).toEqual({ count: 3 });
    expect(Math.abs(world.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
