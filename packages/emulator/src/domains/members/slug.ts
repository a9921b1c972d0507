import { applicationError, raise, validationError } from '../../engine/errors';
import { memberBySlug, SLUG_MAX, SLUG_MIN } from './state';
import type { MemberRecord } from './types';

const SLUG_CHARS = /^[a-z0-9-]+$/;

/**
 * The platform's slug rules: a string of 2–50 characters of `a-z 0-9 -` (validation errors on
 * `field`), not held by another member (409 `SLUG_ALREADY_EXISTS` with `data.slug`).
 */
export function checkSlug(members: Record<string, MemberRecord>, slug: unknown, ownerId: string | undefined, field = 'slug'): string {
  const fail = (description: string, violatedRule: 'REQUIRED_FIELD' | 'MIN_LENGTH' | 'MAX_LENGTH' | 'FORMAT', data?: Record<string, unknown>) =>
    raise(validationError([{ field, description, violatedRule, ...(data ? { data } : {}) }]));
  if (typeof slug !== 'string' || slug === '') fail('must not be empty', 'REQUIRED_FIELD');
  const value = slug as string;
  if (value.length < SLUG_MIN) fail(`must be at least ${SLUG_MIN} characters`, 'MIN_LENGTH', { threshold: SLUG_MIN });
  if (value.length > SLUG_MAX) fail(`must be at most ${SLUG_MAX} characters`, 'MAX_LENGTH', { threshold: SLUG_MAX });
  if (!SLUG_CHARS.test(value)) fail('must contain only lower-case letters, digits and "-"', 'FORMAT');
  const holder = memberBySlug(members, value);
  if (holder && holder.id !== ownerId) raise(applicationError(409, 'SLUG_ALREADY_EXISTS', `The slug "${value}" is already taken`, { slug: value }));
  return value;
}
