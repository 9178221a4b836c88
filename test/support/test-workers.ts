/** How many test files run at a time (`TEST_WORKERS`, 3 by default): the run starts a PostgreSQL for each. */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 3);
