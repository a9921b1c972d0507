import type { Emulator } from '../engine/emulator';

/** What a console API route does: answers one request (`param` is what its path's group matched). */
export type Action = (emulator: Emulator, request: Request, param: string | undefined) => Response | Promise<Response>;

/** One route of the console API: reads are GETs, changes are POSTs (accepted from the console's own origin only). */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Path under `/_emulator/api/`; a capturing group is passed to the action as `param`. */
  path: RegExp;
  action: Action;
}
