/**
 * The member state machine: the back office's transitions (approve, block, disconnect, mute, unmute),
 * which the status routes, the bulk jobs and the site owner's change outside any request (the emulator
 * console's Data view) all run.
 */
import { applicationError, raise, validationError } from '../../engine/errors';
import type { EngineApi } from '../../engine/types';
import { setLoginAllowed } from '../auth/access';
import { membersOf } from './state';
import type { MemberRecord } from './types';
import { requireMember, touch } from './view';

type Transition = (member: MemberRecord, engine: EngineApi) => void;

/** A disconnected member stays disconnected: disconnecting cannot be undone, so approve and block refuse it (409 MEMBER_DISCONNECTED). */
function notOffline(member: MemberRecord): void {
  if (member.status === 'OFFLINE') raise(applicationError(409, 'MEMBER_DISCONNECTED', `Member ${member.id} is disconnected`));
}

/** The member status transitions: approve / block / disconnect (status) and mute / unmute (activity status). */
export const TRANSITIONS = {
  approve: (member, engine) => {
    notOffline(member);
    member.status = 'APPROVED';
    setLoginAllowed(engine, member.id, true);
  },
  block: (member, engine) => {
    notOffline(member);
    member.status = 'BLOCKED';
    setLoginAllowed(engine, member.id, false);
  },
  disconnect: (member, engine) => {
    member.status = 'OFFLINE';
    setLoginAllowed(engine, member.id, false);
  },
  mute: (member) => {
    member.activityStatus = 'MUTED';
  },
  unmute: (member) => {
    member.activityStatus = 'ACTIVE';
  },
} satisfies Record<string, Transition>;

/**
 * Each status an owner sets, and the transition that sets it. `PENDING` is not one: it is where a
 * registration awaiting approval starts, and no call of the platform puts a member back there.
 */
const STATUS_TRANSITIONS = { APPROVED: 'approve', BLOCKED: 'block', OFFLINE: 'disconnect' } as const satisfies Record<string, keyof typeof TRANSITIONS>;

/** A member status the site owner may set. */
export type SettableStatus = keyof typeof STATUS_TRANSITIONS;

/** The member statuses the site owner may set, in the order a form lists them. */
export const SETTABLE_STATUSES = Object.keys(STATUS_TRANSITIONS) as SettableStatus[];

const isSettable = (status: unknown): status is SettableStatus => typeof status === 'string' && Object.hasOwn(STATUS_TRANSITIONS, status);

/**
 * Sets a member's status as the back office's transition does: approving or blocking also allows or
 * refuses the member's login (blocking ends their sessions), disconnecting is final. Raises a 400
 * validation error (`status`) for any other status, `MEMBER_NOT_FOUND` (404), and
 * `MEMBER_DISCONNECTED` (409) for a disconnected member; nothing changes then.
 */
export function setMemberStatus(engine: EngineApi, id: string, status: unknown): MemberRecord {
  if (!isSettable(status)) {
    raise(validationError([{ field: 'status', description: `must be one of ${SETTABLE_STATUSES.join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE', data: { allowed: SETTABLE_STATUSES } }]));
  }
  const member = requireMember({ state: membersOf(engine) }, id);
  TRANSITIONS[STATUS_TRANSITIONS[status]](member, engine);
  touch({ engine }, member);
  return member;
}
