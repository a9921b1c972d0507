import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { wireServer } from './wire-server';

/** A wrong value that stands for the argument left out (and every argument after it). */
export const NONE: unique symbol = Symbol('none');

type Calls = Record<string, Record<string, (...args: unknown[]) => unknown>>;

/** One hand-written case: its title, what it runs on a fresh client, and optionally the field the error must name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's client: its cases read the modules off it without declaring the client's type
export type BadInputCase<C = any> = [title: string, run: (client: C) => unknown, field?: string];

/** What a bad-input table needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's client: its cases read the modules off it without declaring the client's type
export interface BadInputTable<K extends string, C = any> {
  /** The wire server of the test file (`wireServer()`): no request may reach it. */
  wire: ReturnType<typeof wireServer>;
  /** A fresh client whose modules are keyed like `modules` (for `cases` only: whatever `run` takes). */
  client: () => C;
  /** Core's guards (passed in: this package does not depend on core). */
  guards: { isCall: (value: unknown) => boolean; isValidationError: (error: unknown) => boolean };
  /** What the server answers (any stray request, and the valid calls of `calls`). */
  reply?: JsonBodyType;
  /** The declared modules by name: `calls` must name every exported call of each. */
  modules?: Record<string, object>;
  /** The wrong values of each argument kind (`NONE`: the argument left out). */
  bad?: Record<K, readonly unknown[]>;
  /**
   * Per module, per call: the kind of each argument and valid values for them, and for a call that
   * hands back something to send later (a query builder) what sends it (`(q) => q.find()`).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what a call hands back differs per call (a query builder, a page); `send` reads it untyped
  calls?: Record<string, Record<string, [kinds: K[], valid: unknown[], send?: (result: any) => unknown]>>;
  /** Hand-written cases (inputs that no kind describes, such as a bad item inside a list). */
  cases?: BadInputCase<C>[];
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** Each call of the table with one argument wrong (the others valid; a left-out argument drops the ones after it). */
export function kindCases<K extends string>(bad: Record<K, readonly unknown[]>, calls: NonNullable<BadInputTable<K>['calls']>): BadInputCase<Calls>[] {
  return Object.entries(calls).flatMap(([module, byName]) =>
    Object.entries(byName).flatMap(([name, [kinds, valid]]) =>
      kinds.flatMap((kind, i) => bad[kind].map((wrong): BadInputCase<Calls> => {
        const args = wrong === NONE ? valid.slice(0, i) : valid.map((value, j) => (j === i ? wrong : value));
        return [`${module}.${name}(${args.map(show).join(', ')})`, (sdk) => sdk[module]![name]!(...args)];
      }))));
}

/**
 * Declares the tests of a bad-input table: input of the wrong type is a ValidationError before any
 * request. With `modules`, `bad` and `calls`: the table names every exported call of each module, each
 * argument gets every wrong value of its kind, and the valid arguments do go out (so each refusal is
 * about the wrong argument, and the table can fail). `cases` adds hand-written inputs.
 *
 * @example
 * ```ts
 * badInputTable('redirects', {
 *   wire, client, guards: { isCall, isValidationError }, modules: { redirects },
 *   bad: { intent: [NONE, null, {}, 42] }, calls: { redirects: { createRedirectSession: [['intent'], [{ login: {} }]] } },
 * });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's client: its cases read the modules off it without declaring the client's type
export function badInputTable<K extends string, C = any>(title: string, table: BadInputTable<K, C>): void {
  const { wire, client, guards, reply = {}, modules, bad, calls } = table;
  const cases = [...(bad && calls ? (kindCases(bad, calls) as BadInputCase<C>[]) : []), ...(table.cases ?? [])];

  describe(`${title}: wrong input is a ValidationError before any request`, () => {
    if (modules && calls) {
      it.each(Object.keys(modules))('the table names every exported call of %s', (module) => {
        const exported = Object.entries(modules[module]!).filter(([, value]) => guards.isCall(value)).map(([k]) => k);
        expect(Object.keys(calls[module] ?? {}).sort()).toEqual(exported.sort());
      });
    }

    it.each(cases)('%s', async (_, run, field) => {
      wire.reply(reply);
      const error = await (async () => run(client()))().then(() => undefined, (e: unknown) => e);
      expect(guards.isValidationError(error)).toBe(true);
      if (field !== undefined) expect((error as { details: { validationError: { fieldViolations: { field: string }[] } } }).details.validationError.fieldViolations[0]!.field.startsWith(field)).toBe(true);
      expect(wire.requests).toHaveLength(0);
    });

    if (calls) {
      it('the valid arguments of the table do go out (so the table tests the checks, not the arguments)', async () => {
        wire.reply(reply);
        const sdk = client() as Calls;
        for (const [module, byName] of Object.entries(calls)) {
          for (const [name, [, valid, send]] of Object.entries(byName)) {
            const result = await sdk[module]![name]!(...valid);
            if (send) await send(result);
          }
        }
        expect(wire.requests).toHaveLength(Object.values(calls).flatMap((byName) => Object.keys(byName)).length);
      });
    }
  });
}
