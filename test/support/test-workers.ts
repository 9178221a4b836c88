/**
 * How many test files run at a time (`TEST_WORKERS`; the run starts a PostgreSQL for each). One when vitest is run
 * by hand (a file or a folder at a time); `npm test` runs three (scripts/test.sh): most files wait on something
 * they started (a paced campaign, a page's answer) for part of their time, and a third worker fills it.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 1);

/**
 * How many browser files may run at a time (`TEST_BROWSER_FILES`; test/browser/support/browser-turn.ts): one
 * keeps more than a core busy. Two once there are three workers, so the browser files, the run's longest, do
 * not end it as a chain with the other workers waiting for their turn.
 */
export const BROWSER_FILES_AT_ONCE = Number(process.env.TEST_BROWSER_FILES ?? (TEST_WORKERS >= 3 ? 2 : 1));
