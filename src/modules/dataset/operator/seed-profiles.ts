import type pg from 'pg';
import { SEARCH_INDEXES } from '../search/search-indexes';
import { ProfileCopy, profileCopyLine } from './profile-copy';
import { SYNTHETIC_ID_BASE, syntheticProfile } from './synthetic-profiles';

/** Profiles per chunk written to the COPY stream. */
const CHUNK = 2000;

export interface SeedOptions {
  count: number;
  seed: number;
  /** Called after each chunk with the profiles written so far. */
  onProgress?: (written: number) => void;
  /** Called when the load turns to building the indexes. */
  onIndexing?: () => void;
}

export interface LoadCounts {
  inserted: number;
  updated: number;
}

/**
 * Loads `count` synthetic profiles made from `seed` with COPY. Into an empty table the search indexes are
 * dropped first and built once after; profiles already there (the same ids from an earlier seed) are
 * updated through a staging table.
 */
export async function seedSyntheticProfiles(pool: pg.Pool, options: SeedOptions): Promise<LoadCounts> {
  const { count, seed } = options;
  if (count <= 0) return { inserted: 0, updated: 0 };
  const client = await pool.connect();
  try {
    const first = String(SYNTHETIC_ID_BASE);
    const last = String(SYNTHETIC_ID_BASE + count - 1);
    const state = await client.query<{ empty: boolean; overlap: boolean }>(
      `select not exists (select 1 from x_profiles) as empty,
              exists (select 1 from x_profiles where id between $1 and $2) as overlap`,
      [first, last],
    );
    const { empty, overlap } = state.rows[0] as { empty: boolean; overlap: boolean };
    if (empty) {
      for (const index of SEARCH_INDEXES) await client.query(`drop index if exists ${index.name}`);
    }
    const target = overlap ? 'x_profiles_staging' : 'x_profiles';
    if (overlap) await client.query('create temporary table x_profiles_staging (like x_profiles including defaults) on commit preserve rows');
    const copy = new ProfileCopy(client, target);
    let written = 0;
    try {
      while (written < count) {
        const end = Math.min(count, written + CHUNK);
        let text = '';
        for (let index = written; index < end; index++) text += profileCopyLine(syntheticProfile(seed, index));
        await copy.write(text);
        written = end;
        options.onProgress?.(written);
      }
    } finally {
      await copy.end();
    }
    let counts: LoadCounts = { inserted: count, updated: 0 };
    if (overlap) {
      const merged = await client.query<{ inserted: string; total: string }>(
        `with merged as (insert into x_profiles as p select * from x_profiles_staging order by id
         on conflict (id) do update set
           username = excluded.username, name = excluded.name, bio = excluded.bio, bio_urls = excluded.bio_urls,
           urls = excluded.urls, location = excluded.location, verified = excluded.verified,
           followers_count = excluded.followers_count, following_count = excluded.following_count,
           profile_image_url = excluded.profile_image_url, updated_at = now()
         returning (xmax = 0) as inserted)
         select count(*) filter (where inserted) as inserted, count(*) as total from merged`,
      );
      const row = merged.rows[0] as { inserted: string; total: string };
      counts = { inserted: Number(row.inserted), updated: Number(row.total) - Number(row.inserted) };
      await client.query('drop table x_profiles_staging');
    }
    options.onIndexing?.();
    await buildSearchIndexes(client);
    await client.query('analyze x_profiles');
    return counts;
  } finally {
    client.release();
  }
}

/** Builds the search indexes that are missing (in parallel workers, with room to sort). */
export async function buildSearchIndexes(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of SEARCH_INDEXES) await client.query(index.create);
  await client.query('reset maintenance_work_mem');
}
