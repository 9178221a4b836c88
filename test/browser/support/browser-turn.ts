import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { BROWSER_FILES_AT_ONCE } from '../../support/test-workers';

declare module 'vitest' {
  interface TaskMeta {
    /** How long the file waited for its turn with the browser (test/browser/support/browser-turn.ts). */
    browserTurnWaitMs?: number;
  }
}

/** The advisory locks that are the browser turns ('BRWS', then the next keys): one per browser file at a time. */
const BROWSER_TURNS = Array.from({ length: Math.max(1, BROWSER_FILES_AT_ONCE) }, (_, slot) => 0x42525753 + slot);

/**
 * Browser files take turns: a file's page loads and renders keep more than a core busy, so three at once on a
 * two-core machine slowed each several times over (past their timeouts), while one (or two, beside two other
 * workers: test/support/test-workers.ts) does not. A turn is a PostgreSQL advisory lock on the run's server, held
 * by this file's own connection: a worker that dies gives it back with its connection. A file takes a free turn,
 * or else waits for the one its worker's number points to. Called from a browser file's setup.
 */
export function takeTurnsWithTheBrowser(): void {
  let holder: pg.Client | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the first argument as the file's fixtures, which must be destructured; the file is the second.
  beforeAll(async ({}, file) => {
    holder = new pg.Client({ connectionString: inject('postgresUrl') });
    await holder.connect();
    const asked = performance.now();
    let taken = false;
    for (const turn of BROWSER_TURNS) {
      const { rows } = await holder.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [turn]);
      if (rows[0]?.taken) {
        taken = true;
        break;
      }
    }
    if (!taken) {
      const turn = BROWSER_TURNS[Number(process.env.VITEST_POOL_ID ?? 1) % BROWSER_TURNS.length];
      await holder.query('select pg_advisory_lock($1)', [turn]);
    }
    file.meta.browserTurnWaitMs = performance.now() - asked;
  }, 30 * 60_000);

  afterAll(async () => {
    await holder?.end();
    holder = undefined;
  });
}
