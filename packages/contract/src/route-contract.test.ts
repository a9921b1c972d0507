/**
 * The contract between the SDK and the emulator: every call a published module exports names an
 * endpoint (method + path template, and the POST path of a long GET), and the emulator must route
 * each one. A call the emulator does not know fails here instead of in a storefront's test run.
 * The emulator never imports the SDK; this test, which ships nowhere, holds the two side by side.
 */
import { describe, expect, it } from 'vitest';
import * as identity from '@sitekit/core/identity';
import * as data from '@sitekit/data';
import * as ecom from '@sitekit/ecom';
import * as media from '@sitekit/media';
import * as members from '@sitekit/members';
import * as redirects from '@sitekit/redirects';
import * as reviews from '@sitekit/reviews';
import * as stores from '@sitekit/stores';
import { createEmulator } from '@sitekit/emulator';
import type { Endpoint } from '@sitekit/core';

const PACKAGES: Record<string, Record<string, unknown>> = { identity, data, ecom, media, members, redirects, reviews, stores };

/** `package.module.call` → its endpoint, for every declared call (a definition carrying `endpoint`). */
function declaredCalls(): Array<[string, Endpoint]> {
  const calls: Array<[string, Endpoint]> = [];
  for (const [packageName, exports] of Object.entries(PACKAGES)) {
    for (const [moduleName, module] of Object.entries(exports)) {
      if (typeof module !== 'object' || module === null) continue;
      for (const [callName, call] of Object.entries(module)) {
        const endpoint = (call as { endpoint?: Endpoint } | undefined)?.endpoint;
        if (endpoint) calls.push([`${packageName}.${moduleName}.${callName}`, endpoint]);
      }
    }
  }
  return calls;
}

/** The path with each `{placeholder}` given a sample segment. */
const samplePath = (template: string) => template.replace(/\{[^}]+\}/g, 'contract-sample-id');

/** The emulator's answer for a method and path: its application error code, if any. */
async function routeAnswer(method: string, path: string): Promise<string | undefined> {
  const emulator = createEmulator();
  const response = await emulator.handle(new Request(`${emulator.baseUrl}${samplePath(path)}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
  }));
  const body = (await response.json().catch(() => undefined)) as { details?: { applicationError?: { code?: string } } } | undefined;
  return body?.details?.applicationError?.code;
}

const UNROUTED = ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED'];
const calls = declaredCalls();

describe('every declared SDK call has an emulator route', () => {
  it('finds the calls of every package', () => {
    // a walk that finds nothing would pass every row below: each package must contribute calls
    for (const packageName of Object.keys(PACKAGES)) {
      expect(calls.some(([name]) => name.startsWith(`${packageName}.`)), packageName).toBe(true);
    }
    expect(calls.length).toBeGreaterThan(150);
  });

  it.each(calls)('%s', async (_, endpoint) => {
    expect(UNROUTED).not.toContain(await routeAnswer(endpoint.method, endpoint.path));
    if (endpoint.fallback) expect(UNROUTED).not.toContain(await routeAnswer('POST', endpoint.fallback));
  });
});
