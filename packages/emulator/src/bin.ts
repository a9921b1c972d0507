#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ALLOWED_HOSTS_ENV, listedHosts } from './allowed-hosts';
import type { Seed } from './engine/types';
import { startEmulator } from './server';

const USAGE = 'Usage: sitekit-emulator [--port 4010] [--host 127.0.0.1] [--seed seed.json] [--state state-dir] [--token-ttl seconds] [--log-size 1000] [--allowed-host name]...';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      state: { type: 'string' },
      'token-ttl': { type: 'string' },
      'log-size': { type: 'string' },
      // More Host names answered (a proxy's or a container's name), also from SITEKIT_EMULATOR_ALLOWED_HOSTS.
      'allowed-host': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const seed = values.seed ? (JSON.parse(readFileSync(values.seed, 'utf8')) as Seed) : undefined;
  const running = await startEmulator({
    port: Number(values.port),
    host: values.host,
    seed,
    statePath: values.state,
    tokenTtlSeconds: values['token-ttl'] ? Number(values['token-ttl']) : undefined,
    recordRequests: values['log-size'] ? Number(values['log-size']) : undefined,
    allowedHosts: [...(values['allowed-host'] ?? []), ...listedHosts(process.env[ALLOWED_HOSTS_ENV])],
  });
  console.log(`SiteKit emulator listening on ${running.url}\nAim an unchanged app at it: export SITEKIT_HOST=${running.url}`);
  console.log(`Console: ${running.url}/_emulator/`);
  if (values.state) console.log(`State: ${values.state} (each answered write is saved before its answer; a directory holds state.json, its journal and the uploaded files, a .json path is one state file)`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: ${values.state ? 'saving state and ' : ''}stopping`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        // A stop that could not save says so, and exits non-zero.
        console.error(`sitekit-emulator: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
