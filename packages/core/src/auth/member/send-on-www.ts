import type { Send } from '../../client/types';

/**
 * The strategy's own identity calls always go to www (docs/wire/conventions.md, "Hosts"); the same
 * calls made as module calls take the client's host.
 */
export function sendOnWww(send: Send): Send {
  return (endpoint, payload, options) => send(endpoint, payload, { ...options, www: true });
}
