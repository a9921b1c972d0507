import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { wireServer } from './wire-server';

/** The one request a case must send: `'POST /path?query'` on the wire's host, and its JSON body (or none). */
export interface SentRequest {
  request: string;
  body?: unknown;
}

/** One input the platform's SDK sends through: its title, what it runs on a fresh client, and the request it must send. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's client: its cases read the modules off it without declaring the client's type
export type SentThroughCase<C = any> = [title: string, run: (client: C) => unknown, sent: SentRequest];

/**
 * Declares the tests of a sent-through table: each input that the platform's SDK sends through (no
 * check of its own refuses it) goes out as one request, exactly as given (method, path and query, JSON
 * body). The counterpart of `badInputTable`: the client refuses only what the platform would refuse.
 *
 * @example
 * ```ts
 * sentThroughTable('eCommerce', {
 *   wire, client, reply: { cart: {} },
 *   cases: [['a line item by its wire name', (c) => c.currentCart.updateCurrentCartLineItemQuantity([{ id: 'li', quantity: 2 }]),
 *     { request: 'POST /ecom/v1/carts/current/update-line-items-quantity', body: { lineItems: [{ id: 'li', quantity: 2 }] } }]],
 * });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's client: its cases read the modules off it without declaring the client's type
export function sentThroughTable<C = any>(
  title: string,
  { wire, client, reply = {}, cases }: { wire: ReturnType<typeof wireServer>; client: () => C; reply?: JsonBodyType; cases: SentThroughCase<C>[] },
): void {
  describe(`${title}: input the platform's SDK sends through goes out as it sends it`, () => {
    it.each(cases)('%s', async (_, run, sent) => {
      wire.reply(reply);
      await run(client());
      expect(wire.requests).toHaveLength(1);
      const [req] = wire.requests;
      expect(`${req!.method} ${req!.url.pathname}${req!.url.search}`).toBe(sent.request);
      if (sent.body === undefined) expect(req!.body).toBe('');
      else expect(JSON.parse(req!.body)).toEqual(sent.body);
    });
  });
}
