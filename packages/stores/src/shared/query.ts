import { fieldToWire, toWire } from '@sitekit/core';
import type { PlatformQuery } from './media';

/**
 * A typed query in wire shape: keys renamed at every depth, `sort[].fieldName` values renamed too.
 * @internal
 */
export const queryToWire = (query: PlatformQuery): Record<string, unknown> => {
  const wire = toWire(query ?? {});
  if (query?.sort) wire.sort = query.sort.map((s) => ({ ...s, fieldName: s.fieldName && fieldToWire(s.fieldName) }));
  return wire;
};
