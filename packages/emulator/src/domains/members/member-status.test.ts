import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { RouteError } from '../../engine/errors';
import type { EngineApi } from '../../engine/types';
import { SETTABLE_STATUSES, setMemberStatus } from './member-status';
import { membersOf } from './state';

const ADA = '00000000-0000-4000-8000-000000000002';
const PENDING_MEMBER = '00000000-0000-4000-8000-000000000012';

/** Auth's identities, read as a test reads any slice (auth's records are its own). */
const identitiesOf = (engine: EngineApi) => engine.stateOf<{ identities: Record<string, { ownerApproved: boolean; blocked: boolean }> }>('auth').identities;

function refusal(change: () => unknown): [number, string] {
  try {
    change();
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    const json = error.result.json as { details: { applicationError?: { code: string }; validationError?: unknown } };
    return [error.result.status, json.details.applicationError?.code ?? 'validation'];
  }
  throw new Error('the change was not refused');
}

describe("the site owner's member status change", () => {
  it('approves, blocks and disconnects through the back-office transitions; refuses anything else, changing nothing', () => {
    const { engine } = createEmulator();
    expect(SETTABLE_STATUSES).toEqual(['APPROVED', 'BLOCKED', 'OFFLINE']);
    expect(membersOf(engine).members[PENDING_MEMBER]?.status).toBe('PENDING');
    expect(setMemberStatus(engine, PENDING_MEMBER, 'APPROVED').status).toBe('APPROVED');
    expect(identitiesOf(engine)[PENDING_MEMBER]).toMatchObject({ ownerApproved: true, blocked: false });

    const before = structuredClone(membersOf(engine));
    for (const status of ['PENDING', 'approved', '', 7, undefined]) expect(refusal(() => setMemberStatus(engine, ADA, status))).toEqual([400, 'validation']);
    expect(refusal(() => setMemberStatus(engine, 'nobody', 'BLOCKED'))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(membersOf(engine)).toEqual(before);

    const blocked = setMemberStatus(engine, ADA, 'BLOCKED');
    expect(blocked.status).toBe('BLOCKED');
    expect(blocked.updatedDate).not.toBe(before.members[ADA]?.updatedDate);
    expect(identitiesOf(engine)[ADA]?.blocked).toBe(true);
    expect(setMemberStatus(engine, ADA, 'OFFLINE').status).toBe('OFFLINE');
    expect(refusal(() => setMemberStatus(engine, ADA, 'APPROVED'))).toEqual([409, 'MEMBER_DISCONNECTED']);
  });
});
