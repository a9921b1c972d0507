import type { LogEntry, LogSummary } from '../../src/engine/request-log';
import type { ActiveFault, FaultSpec } from '../../src/engine/faults';
import type { RouteInfo } from '../../src/engine/emulator';
import type { InboxEntry } from '../../src/engine/types';

export type { ActiveFault, FaultSpec, InboxEntry, LogEntry, LogSummary, RouteInfo };

/** Where the console's JSON API lives (same origin as the page). */
export const API = '/_emulator/api';

async function parse<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
  return body;
}

/** A read of the console API. */
export async function getJson<T>(path: string): Promise<T> {
  return parse<T>(await fetch(`${API}${path}`, { headers: { accept: 'application/json' } }));
}

/** A change through the console API: always a same-origin POST with a JSON body. */
export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return parse<T>(await fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}

export interface FaultsAnswer {
  active: ActiveFault[];
  routes: RouteInfo[];
}
