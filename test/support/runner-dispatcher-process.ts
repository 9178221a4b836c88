/**
 * A worker process running the DM runner's dispatcher alone (no Nest, no app): started by tests that kill it
 * with SIGKILL. It loads, prints 'booted', and waits for a line 'go' on its standard input before it starts (so a
 * test can have the next worker loaded while the current one works); it prints 'dispatcher ready' once it claims runs.
 *
 * Environment: DATABASE_URL, X_API_BASE_URL (the simulator), RUNNER_SESSIONS (JSON ActiveSession[]: the
 * connected accounts' sessions, as AccountSessions would decrypt them), RUNNER_CONCURRENCY (default 4).
 */
import 'reflect-metadata';
import type { ActiveSession } from '../../src/modules/accounts';
import { startRunnerWorker } from '../../src/modules/runner';
import { defaultXApiSettings, RateLimitPacer } from '../../src/modules/x';
import { XHttpGateway } from '../../src/modules/x/http/x-http-gateway';
import { createPool } from '../../src/platform/database/database';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { campaignsLifecycle } from './runner-lifecycle';

/** Resolves at the first line 'go' on standard input. */
function go(): Promise<void> {
  return new Promise((resolve) => {
    let input = '';
    process.stdin.on('data', (chunk) => {
      input += String(chunk);
      if (input.includes('go\n')) resolve();
    });
  });
}

async function main(): Promise<void> {
  process.stdout.write('booted\n');
  await go();
  const databaseUrl = process.env.DATABASE_URL as string;
  const sessions = JSON.parse(process.env.RUNNER_SESSIONS ?? '[]') as ActiveSession[];
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: process.env.X_API_BASE_URL as string }), pacer: new RateLimitPacer() });
  const store = new PostgresEventStore({ pool: createPool(databaseUrl, 2) });
  await startRunnerWorker({
    databaseUrl,
    gateway,
    sessions,
    lifecycle: campaignsLifecycle(store),
    // The simulator in the test process takes a request whole or drops it with its connection: a killed
    // worker's request is never still on its way, so the next worker may check the conversation at once.
    settings: { delayScale: 0, concurrency: Number(process.env.RUNNER_CONCURRENCY ?? 4), progressFlushMs: 200, inFlightGraceMs: 300 },
    poolSize: 6,
  });
  process.stdout.write('dispatcher ready\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
