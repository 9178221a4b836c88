import type pg from 'pg';
import type { Logger } from 'pino';
import { seedSyntheticProfiles } from '../modules/dataset';

/** Synthetic profiles a demo starts with, enough for the Database Lead Source form to find leads at once. */
const DEMO_PROFILES = 20_000;

/**
 * Demo mode (X_SIMULATOR=1): an empty database of X profiles is filled with synthetic ones (the same as
 * `npm run dataset -- seed --synthetic 20000`), so a database search finds leads before anything was scraped.
 * A database that has profiles is left as it is.
 */
export async function seedDemoProfiles(pool: pg.Pool, logger: Logger): Promise<void> {
  const { rows } = await pool.query<{ empty: boolean }>('select not exists (select 1 from x_profiles) as empty');
  if (!rows[0]?.empty) return;
  const started = Date.now();
  await seedSyntheticProfiles(pool, { count: DEMO_PROFILES, seed: 42 });
  logger.info({ profiles: DEMO_PROFILES, ms: Date.now() - started }, 'demo database of X profiles seeded');
}
