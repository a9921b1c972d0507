import { NextResponse } from 'next/server';

/** A JSON error answer that no cache keeps. */
export const jsonError = (status: number, error: string) => NextResponse.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
/** The caller asked for JSON (a `fetch` from the page) rather than a redirect (a form post). */
export const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');
/** A request whose `Host` header names no host (see `requestOrigin`): nothing is built on it. */
export const badHost = () => jsonError(400, 'Invalid Host header');

/** The answer to a `GET` on a route that changes state: only a same-origin `POST` does. */
export const postOnly = () => NextResponse.json({ error: 'Method not allowed: use POST' }, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });
