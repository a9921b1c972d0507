import type { Emulator } from '../engine/emulator';

/** What a console API route does: answers one request (`param` is the value of its path's `:param` segment). */
export type Action = (emulator: Emulator, request: Request, param: string | undefined) => Response | Promise<Response>;

/** One route of the console API: reads are GETs, changes are POSTs (accepted from the console's own origin only). */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** The whole path, written in full (`/_emulator/api/requests/:id`); a `:param` segment's value is passed to the action as `param`. */
  path: string;
  action: Action;
}
