import type { Emulator } from '../engine/emulator';
import { summaryOf } from '../engine/request-log';
import { compilePath } from '../engine/router';
import { errorAnswer, jsonAnswer } from './answers';
import type { ApiRoute } from './api-route';
import { domainData, viewableDomains } from './data-view';
import { parseFault } from './fault-input';
import { itemEditRoutes } from './item-edit-routes';
import { memberStatusRoute } from './member-status-route';
import { BodyTooLargeError, readJson } from './read-json';
import { isSameOrigin } from './same-origin';
import { logStream } from './stream';

function isKnownRoute(emulator: Emulator, selector: string): boolean {
  if (selector === '*') return true;
  return emulator.routes.some((route) => route.id === selector || `${route.method} ${route.path}` === selector);
}

function faultsView(emulator: Emulator): unknown {
  return { active: emulator.faults.active(), routes: emulator.routes };
}

/** The console API's routes, each written in full, in matching order. */
export const consoleApiRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/_emulator/api/requests',
    action: (emulator, request) => {
      const after = Number(new URL(request.url).searchParams.get('after') ?? '0') || 0;
      return jsonAnswer({ limit: emulator.log.limit, entries: emulator.log.list(after).map(summaryOf) });
    },
  },
  {
    method: 'GET',
    path: '/_emulator/api/requests/stream',
    action: (emulator, request) => {
      const after = Number(request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after') ?? '0') || 0;
      return logStream(emulator.log, after);
    },
  },
  {
    method: 'GET',
    path: '/_emulator/api/requests/:id',
    action: (emulator, _request, id) => {
      const entry = emulator.log.get(Number(id));
      return entry ? jsonAnswer(entry) : errorAnswer(404, 'NOT_FOUND', `No logged request ${String(id)} (the log keeps the latest ${emulator.log.limit})`);
    },
  },
  {
    method: 'POST',
    path: '/_emulator/api/requests/clear',
    action: (emulator) => {
      emulator.log.clear();
      return jsonAnswer({ cleared: true });
    },
  },
  { method: 'GET', path: '/_emulator/api/data', action: (emulator) => jsonAnswer({ domains: viewableDomains(emulator) }) },
  {
    method: 'GET',
    path: '/_emulator/api/data/:domain',
    action: (emulator, _request, name = '') => {
      const data = domainData(emulator, name);
      return data === undefined ? errorAnswer(404, 'NOT_FOUND', `No domain ${name} to show`) : jsonAnswer({ domain: name, data });
    },
  },
  { method: 'GET', path: '/_emulator/api/inbox', action: (emulator) => jsonAnswer({ inbox: emulator.inbox }) },
  { method: 'GET', path: '/_emulator/api/faults', action: (emulator) => jsonAnswer(faultsView(emulator)) },
  {
    method: 'POST',
    path: '/_emulator/api/faults',
    action: async (emulator, request) => {
      const parsed = parseFault(await readJson(request), (selector) => isKnownRoute(emulator, selector));
      if ('problem' in parsed) return errorAnswer(400, 'INVALID_FAULT', parsed.problem);
      const id = emulator.faults.add(parsed.fault);
      return jsonAnswer({ id, ...(faultsView(emulator) as object) });
    },
  },
  {
    method: 'POST',
    path: '/_emulator/api/faults/remove',
    action: async (emulator, request) => {
      const body = (await readJson(request)) as { id?: unknown };
      if (typeof body?.id !== 'number' || !emulator.faults.remove(body.id)) return errorAnswer(404, 'NOT_FOUND', 'No such fault');
      return jsonAnswer(faultsView(emulator));
    },
  },
  {
    method: 'POST',
    path: '/_emulator/api/faults/clear',
    action: (emulator) => {
      emulator.faults.clear();
      return jsonAnswer(faultsView(emulator));
    },
  },
  ...itemEditRoutes,
  memberStatusRoute,
  {
    method: 'POST',
    path: '/_emulator/api/reset',
    action: (emulator) => {
      emulator.reset();
      return jsonAnswer({ reset: true });
    },
  },
];

/**
 * Answers one console API call (`pathname` is the whole path, `/_emulator/api/…`). Reads are GETs and
 * change nothing; every change is a same-origin POST.
 */
export async function consoleApi(emulator: Emulator, request: Request, pathname: string): Promise<Response> {
  const matching = consoleApiRoutes.map((route) => ({ route, match: compilePath(route.path).regex.exec(pathname) })).filter((candidate) => candidate.match !== null);
  if (matching.length === 0) return errorAnswer(404, 'NOT_FOUND', `No console API ${pathname}`);
  const found = matching.find((candidate) => candidate.route.method === request.method.toUpperCase());
  if (!found) return errorAnswer(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', { allow: matching.map((candidate) => candidate.route.method).join(', ') });
  if (found.route.method === 'POST' && !isSameOrigin(request)) {
    return errorAnswer(403, 'CROSS_ORIGIN', 'Console changes are accepted only from the console page (same-origin POST)');
  }
  try {
    return await found.route.action(emulator, request, found.match?.[1]);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return errorAnswer(413, 'BODY_TOO_LARGE', error.message);
    if (error instanceof SyntaxError) return errorAnswer(400, 'INVALID_BODY', 'The body must be JSON');
    throw error;
  }
}
