import type { EngineApi } from '../../engine/types';
import { removeIdentity } from '../auth/access';
import type { MembersState } from './types';

/** Removes a member and (through auth) its identity, ending its sessions. */
export function removeMember(engine: EngineApi, state: MembersState, id: string): void {
  delete state.members[id];
  removeIdentity(engine, id);
}
