import { describe, expect, it } from 'vitest';
import { createEmulator } from './emulator';
import { listen } from './events';
import type { Domain, DomainEvent } from './types';

interface Rang extends DomainEvent {
  type: 'bell.rang';
  times: number;
}

const listener = (name: string, heard: string[]): Domain => ({
  name,
  initialState: () => ({}),
  routes: [],
  listeners: [
    listen<Rang>('bell.rang', (_engine, event) => heard.push(`${name}:${event.times}`)),
    listen<DomainEvent>('bell.broke', () => heard.push(`${name}:broke`)),
  ],
});

describe('engine.announce', () => {
  it('runs the listeners of the announced type only, in domain order, before it returns', () => {
    const heard: string[] = [];
    const { engine } = createEmulator({ extraDomains: [listener('first', heard), listener('second', heard)] });
    const event: Rang = { type: 'bell.rang', times: 2 };
    engine.announce(event);
    expect(heard).toEqual(['first:2', 'second:2']);
    engine.announce({ type: 'nobody.listens' });
    expect(heard).toHaveLength(2);
  });

  it('hands what a listener throws to the announcer', () => {
    const failing: Domain = { name: 'failing', initialState: () => ({}), routes: [], listeners: [listen('bell.rang', () => { throw new Error('refused'); })] };
    const { engine } = createEmulator({ extraDomains: [failing] });
    expect(() => engine.announce({ type: 'bell.rang' })).toThrow('refused');
  });
});
