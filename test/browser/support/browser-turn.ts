import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How long the file waited for its turn with the browser (test/browser/support/browser-turn.ts). */
    browserTurnWaitMs?: number;
  }
}

/** The advisory lock that is the browser turn ('BRWS'). */
const BROWSER_TURN = 0x42525753;

/**
 * Browser files take turns: a file's page loads and renders keep a core busy, so two or three at once on a
 * two-core machine slowed each several times over (past their timeouts), while one beside the run's other
 * files does not. The turn is a PostgreSQL advisory lock on the run's server, held by this file's own
 * connection: a worker that dies gives it back with its connection. Called from a browser file's setup.
 */
export function takeTurnsWithTheBrowser(): void {
  let holder: pg.Client | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the first argument as the file's fixtures, which must be destructured; the file is the second.
  beforeAll(async ({}, file) => {
    holder = new pg.Client({ connectionString: inject('postgresUrl') });
    await holder.connect();
    const asked = performance.now();
    await holder.query('select pg_advisory_lock($1)', [BROWSER_TURN]);
    file.meta.browserTurnWaitMs = performance.now() - asked;
  }, 30 * 60_000);

  afterAll(async () => {
    await holder?.end();
    holder = undefined;
  });
}
