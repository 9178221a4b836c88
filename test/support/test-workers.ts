/**
 * How many test files run at a time (`TEST_WORKERS`; the run starts a PostgreSQL for each). Two by default, one
 * per core: most of an int or e2e file's time is spent waiting on the app or PostgreSQL, so one worker kept the
 * two cores a third idle. Browser files still take turns (test/browser/support/browser-turn.ts). `TEST_WORKERS=1`
 * runs one file at a time (for a machine shared with other work, or to rule out a race between files).
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 2);
