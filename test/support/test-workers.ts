/**
 * How many test files run at a time (`TEST_WORKERS`; the run starts a PostgreSQL for each). One by default: with
 * two on the 2-core machine the load average stood at 7 and the browser files, which take turns and so set the
 * run's length, each ran 1.5 to 3 times slower beside the other worker's file, which gave back less than it took.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 1);
