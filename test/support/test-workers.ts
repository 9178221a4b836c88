/**
 * How many test files run at a time (`TEST_WORKERS`; the run starts a PostgreSQL for each). One by default:
 * three at a time take about 1,000 s instead of about 1,200 s, but runs side by side still show timing races
 * in a few tests (one to three a run), which a default run must not.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 1);
