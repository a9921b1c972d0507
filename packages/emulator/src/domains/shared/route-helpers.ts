/** Small helpers every commerce route uses: query errors as validation errors, caller ownership. */
import { raise, validationError, type ViolatedRule } from '../../engine/errors';
import type { Caller } from '../../engine/types';
import { QueryError } from './filter';

/** Runs `fn`, turning a {@link QueryError} into the platform's validation error. */
export function guardQuery<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof QueryError) {
      raise(validationError([{ field: error.field, description: error.message, violatedRule: error.violatedRule as ViolatedRule }]));
    }
    throw error;
  }
}

/** Who owns an entity a visitor or member creates. */
export interface Owner {
  visitorId?: string;
  memberId?: string;
}

/** The owner recorded for the caller (a member is recorded with their member id and visitor id). */
export function ownerOf(caller: Caller): Owner {
  if (caller.kind === 'member') return { memberId: caller.memberId, visitorId: caller.visitorId };
  if (caller.kind === 'visitor') return { visitorId: caller.visitorId };
  return {};
}

/** A key identifying the caller's own things: the member id, else the visitor id. */
export function ownerKey(caller: Caller): string | undefined {
  if (caller.kind === 'member') return `member:${caller.memberId}`;
  if (caller.kind === 'visitor') return `visitor:${caller.visitorId}`;
  return undefined;
}

/**
 * Whether the caller may see an entity owned by `owner`: API keys see everything; a member sees what
 * carries their member id (and, with `visitorOwnedToo`, what they made as a visitor before logging in);
 * a visitor sees what carries their visitor id and no member id.
 */
export function canSee(caller: Caller, owner: Owner | undefined, options: { visitorOwnedToo?: boolean } = {}): boolean {
  if (caller.kind === 'apiKey') return true;
  if (!owner) return false;
  if (caller.kind === 'member') {
    if (owner.memberId) return owner.memberId === caller.memberId;
    return options.visitorOwnedToo === true && owner.visitorId === caller.visitorId;
  }
  if (caller.kind === 'visitor') return !owner.memberId && owner.visitorId === caller.visitorId;
  return false;
}

/** Deep copy of plain JSON. */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
