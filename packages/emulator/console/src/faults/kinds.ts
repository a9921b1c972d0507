import type { FaultSpec } from '../api';

export type FaultKind = '503' | '500' | '429' | 'latency' | 'drop' | 'timeout';

/** The faults the page offers. A timeout holds the answer past any client's timeout (the SDK's is 30 s). */
export const FAULT_KINDS: Array<{ kind: FaultKind; label: string }> = [
  { kind: '503', label: '503 Service Unavailable' },
  { kind: '500', label: '500 Internal Server Error' },
  { kind: '429', label: '429 Too Many Requests (Retry-After)' },
  { kind: 'latency', label: 'Latency (answer late)' },
  { kind: 'drop', label: 'Network drop (connection closed)' },
  { kind: 'timeout', label: 'Timeout (no answer for 60 s)' },
];

const TIMEOUT_MS = 60_000;

/** The fault to send for the form's choices. */
export function faultFor(route: string, kind: FaultKind, options: { retryAfter: number; latencyMs: number; times?: number | undefined }): FaultSpec {
  const times = options.times ? { times: options.times } : {};
  switch (kind) {
    case '503':
    case '500':
      return { route, status: Number(kind), ...times };
    case '429':
      return { route, status: 429, retryAfter: options.retryAfter, ...times };
    case 'latency':
      return { route, latencyMs: options.latencyMs, ...times };
    case 'drop':
      return { route, drop: true, ...times };
    case 'timeout':
      return { route, latencyMs: TIMEOUT_MS, ...times };
  }
}

/** A fault in words: `503`, `429, Retry-After 2 s`, `+800 ms`, `drop`. */
export function describeFault(spec: FaultSpec): string {
  const parts: string[] = [];
  if (spec.latencyMs) parts.push(spec.latencyMs >= TIMEOUT_MS ? `timeout (${spec.latencyMs / 1000} s)` : `+${spec.latencyMs} ms`);
  if (spec.drop) parts.push('network drop');
  if (spec.status !== undefined) parts.push(spec.retryAfter !== undefined ? `${spec.status}, Retry-After ${spec.retryAfter} s` : String(spec.status));
  return parts.join(', ');
}
