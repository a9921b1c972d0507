import { z } from 'zod';
import type { FaultSpec } from '../engine/faults';

/** Longest delay the console injects: long enough for any client's timeout to fire first. */
export const MAX_FAULT_LATENCY_MS = 120_000;

/** A fault as the console's form sends it: one of the kinds the page offers, on one route (or every route). */
const faultInput = z
  .object({
    route: z.string().trim().min(1).max(300),
    status: z.number().int().min(400).max(599).optional(),
    retryAfter: z.number().int().min(0).max(3600).optional(),
    latencyMs: z.number().int().min(0).max(MAX_FAULT_LATENCY_MS).optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine((fault) => fault.status !== undefined || fault.latencyMs !== undefined || fault.drop === true, { message: 'A fault needs a status, a latency or a drop' });

/**
 * The fault in `body`, when it is a valid fault on a known route: `*`, a route id, or `METHOD /path`
 * of a served route. Otherwise the reason it was refused.
 */
export function parseFault(body: unknown, isKnownRoute: (selector: string) => boolean): { fault: FaultSpec } | { problem: string } {
  const parsed = faultInput.safeParse(body);
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'fault'}: ${issue.message}`).join('; ') };
  if (!isKnownRoute(parsed.data.route)) return { problem: `No route ${parsed.data.route}` };
  const { route, ...rest } = parsed.data;
  return { fault: { route, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) } };
}
