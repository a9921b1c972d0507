import { z } from 'zod';
import { setMemberStatus } from '../domains/members/access';
import { jsonAnswer } from './answers';
import type { ApiRoute } from './api-route';
import { redactedView } from './data-view';
import { parseInput } from './parse-input';
import { readJson } from './read-json';
import { refusalAnswer } from './refusal-answer';

const statusInput = z.object({ id: z.string().min(1).max(256), status: z.unknown() }).strict();

/**
 * The Data view's member status change (`members/status`): `APPROVED`, `BLOCKED` or `OFFLINE`
 * through the members domain's back-office transitions. A status it does not set is 400
 * `INVALID_STATUS`; an unknown member 404 `MEMBER_NOT_FOUND`; a disconnected one 409 `MEMBER_DISCONNECTED`.
 */
export const memberStatusRoute: ApiRoute = {
  method: 'POST',
  path: '/_emulator/api/members/status',
  action: async (emulator, request) => {
    const input = parseInput(statusInput, await readJson(request));
    if (input instanceof Response) return input;
    try {
      // Member writes are synchronous (no route of the domain waits between its read and its write): no lock to take.
      return jsonAnswer({ member: redactedView(setMemberStatus(emulator.engine, input.id, input.status)) });
    } catch (error) {
      const answer = refusalAnswer(error, {}, 'INVALID_STATUS');
      if (answer) return answer;
      throw error;
    }
  },
};
